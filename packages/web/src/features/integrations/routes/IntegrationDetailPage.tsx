import { Alert, Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { INTEGRATION_AUTH, INTEGRATION_LABELS, INTEGRATION_SAVED, integrationTypeSchema, type IntegrationType, type IntegrationView } from '@platform/core/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryContent } from '../../../components/dialogs/QueryContent';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { messageOf } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useDisconnectIntegration, useIntegration, useSaveIntegration } from '../api/integrations';
import { CATALOG, NEW_ID } from '../catalog';
import { ApiKeyForm } from '../components/ApiKeyForm';
import { CampaignSettingsForm } from '../components/CampaignSettingsForm';
import { DeliveryLog } from '../components/DeliveryLog';
import { GoHighLevelMenu } from '../components/GoHighLevelMenu';
import { IntegrationStatusBadge } from '../components/IntegrationStatusBadge';
import { OAuthConnect } from '../components/OAuthConnect';
import { SendTest } from '../components/SendTest';
import { SubaccountPicker } from '../components/SubaccountPicker';
import { WebhookConnection } from '../components/WebhookConnection';
import { WebhookForm } from '../components/WebhookForm';

/** What the page hands itself when a save made a webhook: its secret, shown on the next page once. */
interface MadeState {
  secret?: string;
}

const isType = (v: string | null): v is IntegrationType => integrationTypeSchema.safeParse(v).success;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The agency owner's GoHighLevel menu link, on the GoHighLevel page (the API holds the same rule). */
function MenuSection({ company, type }: { company: string; type: IntegrationType }) {
  const user = useCurrentUser();
  if (type !== 'gohighlevel' || user.user_type !== 'userdownline') return null;
  return (
    <Section title="GoHighLevel menu">
      <GoHighLevelMenu company={company} />
    </Section>
  );
}

function Header({ type, subtitle, action }: { type: IntegrationType; subtitle?: ReactNode; action?: ReactNode }) {
  const entry = CATALOG[type];
  const Mark = entry.icon;
  const title = INTEGRATION_LABELS[type];
  useDocumentTitle(title);
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/integrations" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          All integrations
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" color={entry.color} variant="light" aria-hidden>
            <Mark size={26} />
          </ThemeIcon>
          <div>
            <Title order={1} fz="h2">
              {title}
            </Title>
            {subtitle}
          </div>
        </Group>
        {action}
      </Group>
    </Stack>
  );
}

/** What the OAuth consent sent the person back with: connected, or the provider's refusal. */
function ReturnNotice() {
  const [params] = useSearchParams();
  const error = params.get('error');
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Not connected">
        {error}
      </Alert>
    );
  }
  if (params.get('connected') === '1') {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        Connected. Choose the campaigns whose leads it delivers.
      </Alert>
    );
  }
  return null;
}

/** /integrations/new?type=…: connect a provider not connected yet (or another webhook endpoint). */
function NewIntegration({ company, type }: { company: string; type: IntegrationType }) {
  const navigate = useNavigate();
  const save = useSaveIntegration();
  const [failure, setFailure] = useState<string | null>(null);
  const entry = CATALOG[type];
  const label = INTEGRATION_LABELS[type];
  const auth = INTEGRATION_AUTH[type];

  const connect = (input: { settings?: Record<string, unknown>; credentials?: Record<string, string> }) => {
    setFailure(null);
    save.mutate(
      { company_id: company, type, campaign_ids: [], settings: input.settings ?? {}, ...(input.credentials ? { credentials: input.credentials } : {}) },
      {
        onSuccess: (a) => {
          notify('success', a.message || INTEGRATION_SAVED);
          const state: MadeState = a.secret ? { secret: a.secret } : {};
          void navigate(`/integrations/${encodeURIComponent(a.integration.id)}`, { replace: true, state });
        },
        onError: (e) => setFailure(messageOf(e)),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Header type={type} subtitle={<Text c="dimmed" size="sm">{entry.blurb}</Text>} />
      <ReturnNotice />
      <Section title={type === 'webhook' ? 'New webhook endpoint' : `Connect ${label}`}>
        {auth === 'webhook' ? (
          <WebhookForm pending={save.isPending} failure={failure} submitLabel="Save endpoint" onSubmit={(settings) => connect({ settings })} />
        ) : auth === 'apikey' ? (
          <ApiKeyForm fields={entry.credentials} provider={label} pending={save.isPending} failure={failure} submitLabel="Connect" onSubmit={(credentials) => connect({ credentials })} />
        ) : (
          <OAuthConnect company={company} type={type} label={label} />
        )}
      </Section>
      <MenuSection company={company} type={type} />
    </Stack>
  );
}

/** The connection itself: a webhook's URL and secret, new API keys, or OAuth again. */
function Connection({ company, integration, secret }: { company: string; integration: IntegrationView; secret: string | undefined }) {
  const save = useSaveIntegration();
  const [failure, setFailure] = useState<string | null>(null);
  const label = INTEGRATION_LABELS[integration.type];
  const auth = INTEGRATION_AUTH[integration.type];
  if (auth === 'webhook') return <WebhookConnection company={company} integration={integration} secret={secret} />;
  if (auth === 'oauth') {
    return integration.connected ? (
      <Stack gap="md">
        <Text size="sm">Connected through {label}&rsquo;s consent; access is renewed automatically.</Text>
        {integration.type === 'gohighlevel' ? <SubaccountPicker company={company} integration={integration} /> : null}
      </Stack>
    ) : (
      <OAuthConnect company={company} type={integration.type} label={label} reconnect />
    );
  }
  const update = (credentials: Record<string, string>) => {
    setFailure(null);
    save.mutate(
      { company_id: company, type: integration.type, id: integration.id, campaign_ids: integration.campaign_ids, settings: integration.settings, credentials },
      { onSuccess: (a) => notify('success', a.message || INTEGRATION_SAVED), onError: (e) => setFailure(messageOf(e)) },
    );
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {integration.connected ? 'Your keys are stored encrypted and never shown again. To change them, enter new ones.' : `Enter your ${label} keys to connect again.`}
      </Text>
      <ApiKeyForm fields={CATALOG[integration.type].credentials} provider={label} pending={save.isPending} failure={failure} submitLabel={integration.connected ? 'Update keys' : 'Connect'} onSubmit={update} />
    </Stack>
  );
}

function ExistingIntegration({ company, integration, secret }: { company: string; integration: IntegrationView; secret: string | undefined }) {
  const navigate = useNavigate();
  const disconnect = useDisconnectIntegration(company, integration.id);
  const [confirming, setConfirming] = useState(false);
  const url = typeof integration.settings.url === 'string' ? integration.settings.url : undefined;
  const doDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: (a) => {
        notify('success', a.message);
        void navigate('/integrations');
      },
    });
  return (
    <Stack gap="lg">
      <Header
        type={integration.type}
        subtitle={
          <Group gap="xs">
            <IntegrationStatusBadge integration={integration} />
            {url ? (
              <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {url}
              </Text>
            ) : null}
          </Group>
        }
        action={
          integration.status !== 'disconnected' ? (
            <Button color="red.9" variant="light" leftSection={<IconPlugConnectedX size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          ) : null
        }
      />
      <ReturnNotice />
      {integration.status_reason && integration.status !== 'connected' ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="status">
          {integration.status_reason}
        </Alert>
      ) : null}
      <Section title="Connection">
        <Connection company={company} integration={integration} secret={secret} />
      </Section>
      <MenuSection company={company} type={integration.type} />
      <Section title="Campaigns">
        <CampaignSettingsForm key={integration.updated_at} company={company} integration={integration} />
      </Section>
      <Section title="Send test">
        <SendTest company={company} integrationId={integration.id} disabled={!integration.connected} />
      </Section>
      <Section title="Delivery log">
        <DeliveryLog company={company} integrationId={integration.id} />
      </Section>
      <ConfirmDialog
        opened={confirming}
        title={`Disconnect ${INTEGRATION_LABELS[integration.type]}?`}
        confirmLabel="Disconnect"
        danger
        busy={disconnect.isPending}
        failure={disconnect.isError ? messageOf(disconnect.error) : null}
        onConfirm={doDisconnect}
        onClose={() => {
          disconnect.reset();
          setConfirming(false);
        }}
      >
        New leads stop being delivered here, and the stored credentials are deleted. The delivery log is kept.
      </ConfirmDialog>
    </Stack>
  );
}

function LoadedIntegration({ company, id }: { company: string; id: string }) {
  const query = useIntegration(company, id);
  const location = useLocation();
  const navigate = useNavigate();
  // The secret a save just answered is taken into this page's memory and dropped from the history
  // entry, so a reload or Back never shows it again.
  const [secret] = useState(() => (location.state as MadeState | null)?.secret);
  useEffect(() => {
    if ((location.state as MadeState | null)?.secret) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  return <QueryContent query={query}>{(a) => <ExistingIntegration company={company} integration={a.integration} secret={secret} />}</QueryContent>;
}

/**
 * /integrations/{id}: connect (id `new`, with `?type=`), then configure per campaign, send a test,
 * read the delivery log and disconnect. Inside the /integrations/:id route and its guard.
 */
export function IntegrationDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  if (id === NEW_ID) {
    const type = params.get('type');
    return isType(type) ? <NewIntegration key={type} company={user.company_id} type={type} /> : <Navigate to="/integrations" replace />;
  }
  return <LoadedIntegration key={id} company={user.company_id} id={id} />;
}
