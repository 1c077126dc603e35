import { Alert, Button, Card, Checkbox, Group, Image, Input, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { audienceSizeText, moduleAreas, permits, targetLocationText, type Audience, type CampaignModule } from '@platform/core/contracts';
import { PageHeader } from '../../../components/PageHeader';
import { Wizard, type WizardStep } from '../../../components/wizard/Wizard';
import { useGuardContext } from '../../../lib/access/guard-context';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useAudiences } from '../api/audiences';
import { useClientBanners } from '../api/overview';
import { useCreateCampaign } from '../api/save-campaign';
import { campaignTargetingOf } from '../audience-form';
import { campaignBody, campaignResolver, emptyForm, stepFields, type CampaignForm, type FieldName } from '../campaign-form';
import { AudienceFormModal } from '../components/AudienceFormModal';
import { CampaignStep, DataStep, DeliveryStep, LimitsStep, TargetingStep } from '../components/CampaignWizard';
import { ClientSelect } from '../components/ClientSelect';
import type { ModuleScope } from '../use-module-scope';

type Form = UseFormReturn<CampaignForm>;
const counts = (m: CampaignModule): m is 'locator' | 'enhance' => m === 'locator' || m === 'enhance';

/**
 * Create Campaign (/campaign-setup): the module campaign wizard's own steps and rules (core's create
 * schema, the same API), with the client and module chosen first, a saved audience (or a new one)
 * for Search ID and Enhance ID, and the client's banners last. Creating opens the module's campaign management.
 */
export function CampaignSetupPage() {
  const user = useCurrentUser();
  const ctx = useGuardContext();
  const navigate = useNavigate();
  const areas = moduleAreas(ctx);
  const [module, setModule] = useState<CampaignModule>(areas[0]?.key ?? 'local');
  const moduleRef = useRef(module);
  moduleRef.current = module;
  // The resolver reads the module chosen now: the rules are the module wizard's (core's create schema).
  const form = useForm<CampaignForm>({ defaultValues: emptyForm(''), resolver: (values, c, o) => campaignResolver(moduleRef.current)(values, c, o), mode: 'onTouched' });
  const [audienceId, setAudienceId] = useState<string | null>(null);
  const [bannerIds, setBannerIds] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateCampaign();
  const area = areas.find((a) => a.key === module);
  const perms = user.user_permissions;
  const scope: ModuleScope = {
    module,
    name: area?.name ?? module,
    url: area?.url ?? '',
    companyId: user.company_id,
    isClient: false,
    may: { create: permits(perms, 'menuLeadsPeek_create'), update: permits(perms, 'menuLeadsPeek_update'), delete: permits(perms, 'menuLeadsPeek_delete') },
  };

  const chooseAudience = (a: Audience | null) => {
    setAudienceId(a?.audience_id ?? null);
    if (!a) return;
    for (const [k, v] of Object.entries(campaignTargetingOf(a))) form.setValue(k as FieldName, v as never, { shouldDirty: true });
  };

  const own = stepFields(module);
  const content: Record<string, ReactNode> = {
    campaign: <CampaignStep form={form} scope={scope} editing={false} clientChosen />,
    data: <DataStep control={form.control} />,
    targeting: <TargetingStep form={form} module={module} campaignId={null} />,
    delivery: <DeliveryStep form={form} />,
    limits: <LimitsStep form={form} />,
  };
  const steps: { key: string; label: string; fields: FieldName[]; content: ReactNode }[] = [
    {
      key: 'client',
      label: 'Client and module',
      fields: ['company_id'],
      content: (
        <ClientAndModule
          form={form}
          agencyId={user.company_id}
          areas={areas}
          module={module}
          onModule={(m) => {
            setModule(m);
            setAudienceId(null);
          }}
          onClient={() => {
            setAudienceId(null);
            setBannerIds([]);
          }}
        />
      ),
    },
    ...(counts(module) ? [{ key: 'audience', label: 'Audience', fields: [] as FieldName[], content: <AudienceStep form={form} agencyId={user.company_id} module={module} audienceId={audienceId} onChoose={chooseAudience} /> }] : []),
    ...own.map((s) => ({ ...s, content: content[s.key] })),
    { key: 'banners', label: 'Banners', fields: [], content: <BannerStep clientId={form.watch('company_id')} chosen={bannerIds} onChange={setBannerIds} mayRead={permits(perms, 'menuAdsDesign')} /> },
  ];
  const wizardSteps: WizardStep[] = steps.map((s) => ({ key: s.key, label: s.label, content: s.content }));

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await create.mutateAsync({ ...campaignBody(values, module), ...(bannerIds.length ? { banner_ids: bannerIds } : {}) });
      notify('success', answer.message);
      void navigate(`/${scope.url}/campaign-management`);
    } catch (e) {
      setFailure(placeServerErrors(e, form.setError, steps.flatMap((s) => s.fields)));
    }
  });

  return (
    <Stack gap="lg">
      <PageHeader title="Create Campaign" intro="Choose the client and the module, its audience, budget and limits, schedule and banners." />
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Card withBorder padding="lg">
        <Wizard key={module} label="Create campaign" steps={wizardSteps} check={(i) => form.trigger(steps[i]?.fields ?? [])} finishLabel="Create Campaign" onFinish={() => void submit()} />
      </Card>
    </Stack>
  );
}

function ClientAndModule({ form, agencyId, areas, module, onModule, onClient }: { form: Form; agencyId: string; areas: ReturnType<typeof moduleAreas>; module: CampaignModule; onModule: (m: CampaignModule) => void; onClient: () => void }) {
  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="company_id"
        render={({ field, fieldState }) => (
          <ClientSelect
            agencyId={agencyId}
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              form.setValue('companyGroupID', '');
              onClient();
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Input.Wrapper label="Module">
        <SegmentedControl aria-label="Module" fullWidth value={module} onChange={(v) => onModule(v as CampaignModule)} data={areas.map((a) => ({ value: a.key, label: a.name }))} />
      </Input.Wrapper>
    </Stack>
  );
}

function AudienceStep({ form, agencyId, module, audienceId, onChoose }: { form: Form; agencyId: string; module: 'locator' | 'enhance'; audienceId: string | null; onChoose: (a: Audience | null) => void }) {
  const clientId = form.watch('company_id');
  const audiences = useAudiences(clientId ? agencyId : null, { client_id: clientId, type: module });
  const [adding, setAdding] = useState(false);
  const rows = audiences.data?.data ?? [];
  const chosen = rows.find((a) => a.audience_id === audienceId);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Start from one of the client’s saved audiences, or make a new one: its location and keywords fill the targeting, which you can still change.
      </Text>
      <Group align="flex-end">
        <Select
          label="Saved audience"
          placeholder={rows.length ? 'Choose an audience' : 'No saved audience for this client and module'}
          data={rows.map((a) => ({ value: a.audience_id, label: `${a.name} (${audienceSizeText(a)})` }))}
          value={audienceId}
          onChange={(v) => onChoose(rows.find((a) => a.audience_id === v) ?? null)}
          clearable
          w={360}
        />
        <Button variant="light" onClick={() => setAdding(true)} disabled={!clientId}>
          New audience
        </Button>
      </Group>
      {chosen ? (
        <Text size="sm" aria-label="Chosen audience">
          {`${targetLocationText(chosen)} · ${chosen.keyword || 'no keywords'} · about ${audienceSizeText(chosen)} people`}
        </Text>
      ) : null}
      <AudienceFormModal agencyId={agencyId} opened={adding} onClose={() => setAdding(false)} preset={{ company_id: clientId, type: module }} onSaved={onChoose} />
    </Stack>
  );
}

function BannerStep({ clientId, chosen, onChange, mayRead }: { clientId: string; chosen: string[]; onChange: (ids: string[]) => void; mayRead: boolean }) {
  const banners = useClientBanners(clientId, mayRead);
  if (!mayRead) return <Text c="dimmed">Your role does not include Ads Design, so no banners can be chosen.</Text>;
  const rows = banners.data?.data ?? [];
  if (banners.isPending) return <Text c="dimmed">Loading banners…</Text>;
  if (!rows.length) return <Text c="dimmed">This client has no banners yet. Banners made in Ads Design can be added to the campaign later.</Text>;
  return (
    <Checkbox.Group label="Banners the campaign runs with" value={chosen} onChange={onChange}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs">
        {rows.map((b) => (
          <Card key={b.banner_id} withBorder padding="xs">
            <Stack gap={4}>
              {b.png_url ? <Image src={b.png_url} alt={`${b.name} thumbnail`} h={90} fit="contain" /> : null}
              <Checkbox value={b.banner_id} label={`${b.name} (${b.width}×${b.height})`} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
