import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/routes/LoginPage';
import { NotFoundInFrame } from '../features/errors/routes/NotFoundPage';
import { RouteError } from '../features/errors/routes/RouteError';
import { VisitorLayout } from '../features/shell/routes/VisitorLayout';
import { withQueryClient } from '../lib/query/QueryLayer';
import { pageRoutes, type PageRegistry, type PageSource } from './build-routes';
import { frameLoader, home, moduleIndex, signedInGuard } from './guards';
import { ROUTE_TABLE, type PageId } from './route-table';

/**
 * The agency and client lists, with other features' row actions handed in (features do not import
 * each other): view mode's "Switch user", pricing's Set Cost / client prices, user logs' UserLogs and
 * the account area's invoices.
 */
function companyList(page: 'agency-list' | 'client-management'): PageSource {
  return {
    lazy: async () => {
      const [{ CompanyListPage }, { SwitchUserButton }, { PricingRowAction }, { UserLogsButton }, { InvoicesButton }, { RootUnderPerforming }] = await Promise.all([
        import('../features/companies/routes/CompanyListPage'),
        import('../features/view-mode/components/SwitchUserButton'),
        import('../features/pricing/components/PricingRowAction'),
        import('../features/user-logs/components/UserLogsButton'),
        import('../features/account/components/InvoicesButton'),
        import('../features/campaigns/components/RootUnderPerforming'),
      ]);
      const actions = { SwitchUser: SwitchUserButton, SetCost: PricingRowAction, UserLogs: UserLogsButton, Invoices: InvoicesButton };
      // The root's agency list also shows its tree's under-performing campaigns (docs/decisions.md, "Campaign reports").
      return {
        Component: () => (
          <>
            <CompanyListPage page={page} actions={actions} />
            {page === 'agency-list' ? <RootUnderPerforming /> : null}
          </>
        ),
      };
    },
  };
}

/**
 * The pages features provide, by route id (route-table.ts lists every route of both seeds with
 * its meta). A feature plugs its screen in here: `{ Component }` for the first download, or
 * `{ lazy: () => import(...).then(...) }` for a page loaded on demand, with an optional `loader`
 * that runs after the route's guard. A route without an entry shows its honest placeholder.
 */
const PAGES: PageRegistry = {
  login: { Component: LoginPage },
  register: { lazy: () => import('../features/auth/routes/RegisterPage').then((m) => ({ Component: m.ClientRegisterPage })) },
  'agency-register': { lazy: () => import('../features/auth/routes/RegisterPage').then((m) => ({ Component: m.AgencyRegisterPage })) },
  sso: { lazy: () => import('../features/auth/routes/SsoPage').then((m) => ({ Component: m.SsoPage })) },
  'set-new-password': {
    lazy: () => import('../features/auth/routes/SetNewPasswordPage').then((m) => ({ Component: m.SetNewPasswordPage, loader: m.setNewPasswordLoader })),
  },
  'reset-password-invalid': {
    lazy: () => import('../features/auth/routes/ResetPasswordInvalidPage').then((m) => ({ Component: m.ResetPasswordInvalidPage })),
  },
  'agency-list': companyList('agency-list'),
  'client-management': companyList('client-management'),
  'general-setting': {
    lazy: () => import('../features/settings/routes/GeneralSettingsPage').then((m) => ({ Component: m.GeneralSettingsPage })),
  },
  'role-list': { lazy: () => import('../features/administration/routes/RoleListPage').then((m) => ({ Component: m.RoleListPage })) },
  'administrator-list': {
    lazy: () => import('../features/administration/routes/AdministratorListPage').then((m) => ({ Component: m.AdministratorListPage })),
  },
  'sales-account-list': {
    lazy: () => import('../features/administration/routes/SalesAccountListPage').then((m) => ({ Component: m.SalesAccountListPage })),
  },
  coupons: { lazy: () => import('../features/coupons/routes/CouponListPage').then((m) => ({ Component: m.CouponListPage })) },
  'opt-out-list': { lazy: () => import('../features/exclusions/routes/OptOutListPage').then((m) => ({ Component: m.OptOutListPage })) },
  'privacy-policy': { lazy: () => import('../features/documents/routes/PlatformDocumentPage').then((m) => ({ Component: m.pageOf('privacy-policy') })) },
  'term-of-use': { lazy: () => import('../features/documents/routes/PlatformDocumentPage').then((m) => ({ Component: m.pageOf('term-of-use') })) },
  'service-billing-agreement': {
    lazy: () => import('../features/documents/routes/PlatformDocumentPage').then((m) => ({ Component: m.pageOf('service-billing-agreement') })),
  },
  'embed-gohighlevel': { lazy: () => import('../features/integrations/routes/GoHighLevelFramePage').then((m) => ({ Component: m.GoHighLevelFramePage })) },
  'download-auth': { lazy: () => import('../features/documents/routes/DocumentAuthPage').then((m) => ({ Component: m.DocumentAuthPage })) },
  'marketing-services-agreement-developer': {
    lazy: () => import('../features/documents/routes/PlatformDocumentPage').then((m) => ({ Component: m.pageOf('marketing-services-agreement-developer') })),
  },
  profile: { lazy: () => import('../features/account/routes/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
  questionnaire: { lazy: () => import('../features/account/routes/QuestionnairePage').then((m) => ({ Component: m.QuestionnairePage })) },
  'questionnaire-add': { lazy: () => import('../features/account/routes/QuestionnaireAddPage').then((m) => ({ Component: m.QuestionnaireAddPage })) },
  'profile-setup': { lazy: () => import('../features/account/routes/ProfileSetupPage').then((m) => ({ Component: m.ProfileSetupPage })) },
  'profile-setup-v1': { lazy: () => import('../features/account/routes/ProfileSetupPage').then((m) => ({ Component: m.ProfileSetupPage })) },
  'card-setting': { lazy: () => import('../features/account/routes/CardSettingPage').then((m) => ({ Component: m.CardSettingPage })) },
  'sales-connect-account': {
    lazy: () => import('../features/account/routes/SalesConnectAccountPage').then((m) => ({ Component: m.SalesConnectAccountPage })),
  },
  'module-dashboard': {
    lazy: () => import('../features/campaigns/routes/ModuleDashboardPage').then((m) => ({ Component: m.ModuleDashboardPage, loader: m.moduleDashboardLoader })),
  },
  'module-campaign-management': {
    lazy: () => import('../features/campaigns/routes/CampaignManagementPage').then((m) => ({ Component: m.CampaignManagementPage })),
  },
  'module-campaign-management-v1': {
    lazy: () => import('../features/campaigns/routes/CampaignManagementV1Page').then((m) => ({ Component: m.CampaignManagementV1Page })),
  },
  'module-leads-management': { lazy: () => import('../features/campaigns/routes/LeadsManagementPage').then((m) => ({ Component: m.LeadsManagementPage })) },
  'banner-create': { lazy: () => import('../features/banners/routes/BannerCreatePage').then((m) => ({ Component: m.BannerCreatePage })) },
  'banner-list': { lazy: () => import('../features/banners/routes/BannerListPage').then((m) => ({ Component: m.BannerListPage })) },
  'module-campaign-report': { lazy: () => import('../features/campaigns/routes/CampaignReportPage').then((m) => ({ Component: m.CampaignReportPage })) },
  audience: { lazy: () => import('../features/campaigns/routes/AudiencePage').then((m) => ({ Component: m.AudiencePage })) },
  campaign: { lazy: () => import('../features/campaigns/routes/CampaignOverviewPage').then((m) => ({ Component: m.CampaignOverviewPage })) },
  'campaign-clients': { lazy: () => import('../features/campaigns/routes/ClientOverviewPage').then((m) => ({ Component: m.ClientOverviewPage })) },
  'campaign-setup': { lazy: () => import('../features/campaigns/routes/CampaignSetupPage').then((m) => ({ Component: m.CampaignSetupPage })) },
  'report-analytics': { lazy: () => import('../features/reports/routes/ReportAnalyticsPage').then((m) => ({ Component: m.ReportAnalyticsPage })) },
  'data-enrichment': { lazy: () => import('../features/enrichment/routes/DataEnrichmentPage').then((m) => ({ Component: m.DataEnrichmentPage })) },
  integrations: { lazy: () => import('../features/integrations/routes/IntegrationsPage').then((m) => ({ Component: m.IntegrationsPage })) },
  'integration-detail': { lazy: () => import('../features/integrations/routes/IntegrationDetailPage').then((m) => ({ Component: m.IntegrationDetailPage })) },
};

// --- Nothing below needs to change when a feature adds a page. ---

const placeholders = new Map<PageId, PageSource>();
function placeholder(id: PageId): PageSource {
  let source = placeholders.get(id);
  if (!source) {
    let loaded: Promise<{ Component: () => React.JSX.Element }> | undefined;
    source = {
      lazy: () =>
        (loaded ??= import('../features/placeholders/routes/PlaceholderPage').then(({ PlaceholderPage }) => ({
          // Visitor pages are the document's main content; every other area already has a main.
          Component: () => <PlaceholderPage page={id} framed={ROUTE_TABLE.find((r) => r.id === id)?.area !== 'visitor'} />,
        }))),
    };
    placeholders.set(id, source);
  }
  return source;
}

const signedInArea: RouteObject[] = [
  // /user and /configuration redirect to their first page (or 404), as core's routeAccess says.
  { path: 'user', loader: signedInGuard },
  { path: 'configuration', loader: signedInGuard },
  ...pageRoutes('shell', PAGES, placeholder),
  {
    lazy: async () => ({ Component: (await import('../features/shell/routes/CampaignLayout')).CampaignLayout }),
    children: pageRoutes('campaign', PAGES, placeholder),
  },
  {
    path: ':module',
    lazy: async () => ({ Component: (await import('./ModuleLayout')).ModuleLayout }),
    children: [{ index: true, loader: moduleIndex }, ...pageRoutes('module', PAGES, placeholder)],
  },
  { path: '*', Component: NotFoundInFrame },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { index: true, loader: home },
      { Component: VisitorLayout, children: pageRoutes('visitor', PAGES, placeholder) },
      {
        lazy: async () => ({ Component: await withQueryClient((await import('../features/shell/routes/PublicLayout')).PublicLayout) }),
        children: pageRoutes('public', PAGES, placeholder),
      },
      {
        id: 'shell',
        loader: frameLoader,
        // The frames bring the query client their pages use (docs/decisions.md, Performance budgets).
        lazy: async () => ({ Component: await withQueryClient((await import('../features/shell/routes/ShellLayout')).ShellLayout) }),
        // Errors of a page show inside the frame, so the menu stays usable.
        children: [{ errorElement: <RouteError inShell />, children: signedInArea }],
      },
    ],
  },
];
