import { Alert, Anchor, List, Stack, Text, TextInput } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useImperativeHandle, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { updateGeneralSettingsSchema, type GeneralSettings } from '@platform/core/contracts';
import { useUpdateGeneralSettings } from '../api/update-general-settings';
import { bodyResolver } from '../forms';
import { agencyAddresses } from '../settings-rules';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { SettingsSection } from './SettingsSection';
import { StepFrame } from './StepFrame';

interface DomainFields {
  subdomain: string;
  domain: string;
}

const domainsSchema = updateGeneralSettingsSchema.shape.domains.unwrap();
const FIELDS = ['subdomain', 'domain'] as const;
const fieldsOf = (s: GeneralSettings): DomainFields => ({ subdomain: s.subdomain ?? '', domain: s.domain ?? '' });

/**
 * The agency's addresses: its subdomain of the platform and an optional domain of its own ('' gives
 * it up). A name another company holds is refused beside the field. The host this page is open on
 * may be one given up: the page then says where the platform now is, since this address no longer
 * opens it (and the session, kept per address, starts over there).
 */
export function DomainsSection({ companyId, settings, canSave, stepRef }: SectionProps) {
  const update = useUpdateGeneralSettings(companyId);
  const values = useMemo(() => fieldsOf(settings), [settings]);
  const form = useForm<DomainFields>({ values, resetOptions: { keepDirtyValues: true }, resolver: bodyResolver(domainsSchema, (v) => v) });
  // isDirty is read while rendering so the form keeps it current for the guide's check.
  const { errors, isDirty } = form.formState;
  const typed = useWatch({ control: form.control });
  const platform = settings.platform_domain;
  const origin = { protocol: window.location.protocol, port: window.location.port };
  const addresses = agencyAddresses({ subdomain: typed.subdomain ?? '', domain: typed.domain ?? '' }, platform, origin);
  const [movedTo, setMovedTo] = useState<string | null>(null);

  const save = useSectionSave(form, 'domains', FIELDS, async (v) => {
    const body = domainsSchema.parse(v);
    const before = agencyAddresses(fieldsOf(settings), platform, origin);
    const answer = await update.mutateAsync({ domains: body });
    const after = agencyAddresses(body, platform, origin);
    const here = window.location.origin;
    const gaveUpThisHost = (here === before.subdomain && here !== after.subdomain) || (here === before.domain && here !== after.domain);
    setMovedTo(gaveUpThisHost ? (after.domain ?? after.subdomain) : null);
    return answer.message;
  });

  useImperativeHandle(stepRef, () => ({ check: () => (isDirty ? save.run() : form.trigger()) }), [form, isDirty, save]);

  const fields = (
    <Stack gap="md">
      {movedTo ? (
        <Alert color="blue" variant="light" icon={<IconWorld size={18} />} title="Your platform has moved" role="status">
          This address no longer opens your platform. Continue at <Anchor href={movedTo}>{movedTo}</Anchor> and sign in there.
        </Alert>
      ) : null}
      <TextInput
        label="Subdomain"
        description={`Your address on the platform: the name before .${platform}`}
        required
        autoComplete="off"
        spellCheck={false}
        {...form.register('subdomain')}
        error={errors.subdomain?.message}
      />
      <TextInput
        label="Custom domain"
        description="Optional: a domain of your own, such as leads.youragency.com. Leave empty to use the subdomain alone."
        autoComplete="off"
        spellCheck={false}
        {...form.register('domain')}
        error={errors.domain?.message}
      />
      <div aria-live="polite">
        <Text size="sm" fw={500}>
          Your platform opens at
        </Text>
        <List size="sm" spacing={2}>
          <List.Item>{addresses.subdomain ?? '—'}</List.Item>
          {addresses.domain ? <List.Item>{addresses.domain}</List.Item> : null}
        </List>
      </div>
      <Text size="xs" c="dimmed">
        A custom domain needs a DNS record at your domain’s provider: a CNAME from that name to the address the platform’s operator
        gives you. Use a subdomain of yours (leads.youragency.com): a bare domain cannot be a CNAME unless your provider offers
        ALIAS or ANAME records. It works once the operator has connected it and its certificate has been issued.
      </Text>
    </Stack>
  );

  if (stepRef) return <StepFrame failure={save.failure}>{fields}</StepFrame>;
  return (
    <SettingsSection
      title="Domains"
      description="Where your clients and staff open your platform."
      onSubmit={save.onSubmit}
      failure={save.failure}
      canSave={canSave}
      saving={save.saving}
    >
      {fields}
    </SettingsSection>
  );
}
