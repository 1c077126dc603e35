import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { isRootOperator, permits, SETTINGS_UPDATE_FORBIDDEN } from '@platform/core/contracts';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { ConnectAccount } from '../../../components/payments/ConnectAccount';
import { useGuardContext } from '../../../lib/access/guard-context';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useT } from '../../../lib/i18n/i18n-context';
import { useGeneralSettings } from '../api/get-general-settings';
import { BrandingSection } from '../components/BrandingSection';
import { AgreementTemplatesSection, PlatformDocumentsSection } from '../components/DocumentTextsSections';
import { DomainsSection } from '../components/DomainsSection';
import { EmbeddedCodeSection } from '../components/EmbeddedCodeSection';
import { EnrichmentPriceSection } from '../components/EnrichmentPriceSection';
import { MinimumSpendSection } from '../components/MinimumSpendSection';
import { OnboardingDefaultsSection } from '../components/OnboardingDefaultsSection';
import { ReferralLinkSection } from '../components/ReferralLinkSection';
import { SetupGuide } from '../components/SetupGuide';
import { SmtpSection } from '../components/SmtpSection';
import { TimeZoneSection } from '../components/TimeZoneSection';
import { messageOf } from '../forms';
import { guideClosed, rememberGuideClosed } from '../setup-guide-memory';
import { isAgencyStaff, setupGuideDue } from '../wizard-rules';

/**
 * General Settings (/configuration/general-setting): the company's own settings, for an agency's
 * staff and for the root's users (sales and clients never reach it: the route's guard). Each
 * section saves on its own. The root also sets minimum spend, onboarding defaults and the data
 * enrichment price; an agency
 * its addresses and embedded code, with a set-up guide while its setup is unfinished.
 */
export function GeneralSettingsPage() {
  const t = useT();
  useDocumentTitle(t('page.general-setting.title'));
  const user = useCurrentUser();
  const ctx = useGuardContext();
  const settings = useGeneralSettings(user.company_id);
  const canSave = permits(user.user_permissions, 'settingMenuShow_update');
  const staff = isAgencyStaff(ctx);
  const [guideOpen, setGuideOpen] = useState(() => canSave && setupGuideDue(ctx) && !guideClosed(user.id));
  const closeGuide = () => {
    rememberGuideClosed(user.id);
    setGuideOpen(false);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {t('page.general-setting.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {staff ? 'How your platform looks, where it opens and how its e-mail goes out.' : 'How the platform looks and how its e-mail goes out, and what agencies are asked to spend.'}
          </Text>
        </div>
        {staff && settings.data ? (
          <Button variant="light" leftSection={<IconListCheck size={18} aria-hidden />} onClick={() => setGuideOpen(true)}>
            Set-up guide
          </Button>
        ) : null}
      </Group>
      {canSave ? null : (
        <Alert color="yellow" variant="light" title="Read only">
          {SETTINGS_UPDATE_FORBIDDEN} You can look at them and send a test e-mail.
        </Alert>
      )}
      {settings.isPending ? (
        <PageSkeleton rows={8} label="Loading settings" />
      ) : settings.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="The settings could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{messageOf(settings.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void settings.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          {staff ? (
            // Where core's landing sends an agency whose Stripe account still needs work, and where the banner's link leads.
            <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="payment-account-heading">
              <Stack gap="md">
                <Title order={2} fz="h4" id="payment-account-heading">
                  Payment account
                </Title>
                <ConnectAccount who="agency" id={user.company_id} returnPage="general-setting" />
              </Stack>
            </Paper>
          ) : null}
          <BrandingSection companyId={user.company_id} settings={settings.data} canSave={canSave} />
          {staff ? <DomainsSection companyId={user.company_id} settings={settings.data} canSave={canSave} /> : null}
          <TimeZoneSection companyId={user.company_id} settings={settings.data} canSave={canSave} />
          {staff ? <EmbeddedCodeSection companyId={user.company_id} settings={settings.data} canSave={canSave} /> : null}
          {staff ? <ReferralLinkSection companyId={user.company_id} canCreate={user.user_type === 'userdownline' || user.user_type === 'administrator'} /> : null}
          <SmtpSection companyId={user.company_id} settings={settings.data} canSave={canSave} userEmail={user.email} />
          {settings.data.minspend_setting ? <MinimumSpendSection companyId={user.company_id} settings={settings.data} canSave={canSave} /> : null}
          {settings.data.agency_onboarding_status !== undefined ? (
            <OnboardingDefaultsSection companyId={user.company_id} settings={settings.data} canSave={canSave} />
          ) : null}
          {isRootOperator(user) ? <EnrichmentPriceSection rootId={user.company_id} canSave={canSave} /> : null}
          {staff ? <AgreementTemplatesSection companyId={user.company_id} canSave={canSave} /> : null}
          {isRootOperator(user) ? <PlatformDocumentsSection canSave={canSave} /> : null}
          {staff ? (
            <SetupGuide opened={guideOpen} onClose={closeGuide} ctx={ctx} companyId={user.company_id} settings={settings.data} canSave={canSave} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
