import { Alert, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import { useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { SETTINGS_UPDATE_FORBIDDEN, type GeneralSettings, type GuardContext } from '@platform/core/contracts';
import { wizardFinish } from '../../../components/wizard/wizard-rules';
import { BrandingSection } from './BrandingSection';
import { DomainsSection } from './DomainsSection';
import type { StepHandle } from './section-props';
import { SmtpSection } from './SmtpSection';
import { TimeZoneSection } from './TimeZoneSection';
import { Wizard, type WizardStep } from '../../../components/wizard/Wizard';

/** The dialog's close button, named for screen readers. */

const checkOf = (ref: RefObject<StepHandle | null>) => () => ref.current?.check() ?? Promise.resolve(true);

/**
 * The set-up guide: a wizard (docs/product.md, Wizards) over an agency's first settings (brand,
 * addresses, time zone, e-mail). Moving on saves the step through the API, whose refusal keeps the
 * guide on that step with its messages. The finish button reads as core says and goes where it says.
 */
export function SetupGuide({
  opened,
  onClose,
  ctx,
  companyId,
  settings,
  canSave,
}: {
  opened: boolean;
  onClose: () => void;
  ctx: GuardContext;
  companyId: string;
  settings: GeneralSettings;
  canSave: boolean;
}) {
  const navigate = useNavigate();
  const brand = useRef<StepHandle>(null);
  const domains = useRef<StepHandle>(null);
  const timezone = useRef<StepHandle>(null);
  const email = useRef<StepHandle>(null);
  const section = { companyId, settings, canSave };
  const steps: WizardStep[] = [
    { key: 'brand', label: 'Brand', content: <BrandingSection {...section} stepRef={brand} /> },
    { key: 'domains', label: 'Addresses', content: <DomainsSection {...section} stepRef={domains} /> },
    { key: 'timezone', label: 'Time zone', content: <TimeZoneSection {...section} stepRef={timezone} /> },
    { key: 'email', label: 'E-mail', content: <SmtpSection {...section} stepRef={email} /> },
  ];
  const checks = [brand, domains, timezone, email].map(checkOf);
  const finish = wizardFinish(ctx);

  return (
    <Dialog opened={opened} onClose={onClose} title="Set-up guide" size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A few steps to make the platform yours. Each step is saved as you move on, and everything can be changed later on this page.
        </Text>
        {canSave ? null : (
          <Alert color="yellow" variant="light">
            {SETTINGS_UPDATE_FORBIDDEN}
          </Alert>
        )}
        <Wizard
          label="Set-up guide"
          steps={steps}
          check={(step) => checks[step]?.() ?? Promise.resolve(true)}
          finishLabel={finish.label}
          onFinish={() => {
            onClose();
            void navigate(finish.path);
          }}
        />
      </Stack>
    </Dialog>
  );
}
