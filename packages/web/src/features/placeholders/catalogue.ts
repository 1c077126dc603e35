import type { PageKey } from '../../lib/access/menu';

export interface PlaceholderCopy {
  title: string;
  /** What the page will hold, said plainly; no sample data stands in for it. */
  description: string;
}

/** Pages whose screens are still to be built, with what each will show. */
export function placeholderCopy(page: PageKey, moduleName = ''): PlaceholderCopy {
  switch (page) {
    case 'agency-list':
      return { title: 'Agency List', description: 'Your agencies and their clients will be listed here.' };
    case 'sales-account-list':
      return { title: 'Sales Account List', description: 'Your sales people and the agencies they look after will be listed here.' };
    case 'opt-out-list':
      return { title: 'Exclusion List', description: 'E-mail addresses excluded from every campaign on the platform will be listed here.' };
    case 'report-analytics':
      return { title: 'Report Analytics', description: 'Revenue and campaign results across your agencies will be reported here.' };
    case 'client-management':
      return { title: 'Client Management', description: 'Your clients, their modules and their prices will be managed here.' };
    case 'administrator-list':
      return { title: 'Administrator List', description: "Your company's administrators and their roles will be listed here." };
    case 'general-setting':
      return { title: 'General Settings', description: 'Your branding, domain, e-mail and payment settings will be managed here.' };
    case 'sales-connect-account':
      return { title: 'Sales Connect Account', description: 'Connecting the account your sales commissions are paid to will happen here.' };
    case 'integrations':
      return { title: 'Integrations', description: 'Connections that deliver your leads to CRMs, spreadsheets, webhooks and e-mail lists will be set up here.' };
    case 'profile':
      return { title: 'Profile', description: 'Your name, contact details and company details will be editable here.' };
    case 'card-setting':
      return { title: 'Card Setting', description: 'The payment card on file and your billing method will be managed here.' };
    case 'module-dashboard':
      return { title: `${moduleName} Dashboard`, description: `Your ${moduleName} leads and campaign results will be shown here.` };
    case 'module-campaign-management':
      return { title: `${moduleName} Campaigns`, description: `Your ${moduleName} campaigns will be listed and managed here.` };
  }
}
