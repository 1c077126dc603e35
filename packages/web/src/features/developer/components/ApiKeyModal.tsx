import { ActionIcon, Alert, Anchor, Button, Checkbox, Code, CopyButton, Group, Loader, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconCheck, IconCopy, IconDownload, IconExternalLink, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { API_SCOPE_LABELS, API_SCOPES, developerAgreeFormSchema, generateKeyFormSchema, type ApiScope, type UserApiAnswer } from '@platform/core/contracts';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { saveBlob } from '../../../lib/download/download-file';
import { messageOf } from '../../../lib/forms/server-errors';
import { useDeveloperAgreement, useGenerateUserApi, useRecordDeveloperAgreement, useUserApi } from '../api/developer-api';
import { statesCitiesCsv } from '../api/states-cities';
import { DeveloperAgreementText } from './DeveloperAgreementText';

/** Where the public API's documentation is served (docs/decisions.md, "Public API"). */
export const API_DOCS_PATH = '/api/v1/docs';

/** API key errors: an alert titled Error with the server's message. */
function ErrorAlert({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" title="Error" icon={<IconAlertCircle size={18} />} role="alert">
      {messageOf(error)}
    </Alert>
  );
}

/**
 * API KEY (profile menu, Developer): the developer agreement first, ticked by the user who will use
 * the key; then the client id, the secret (in full only right after Generate), the scopes, Generate
 * (which rotates, after a confirmation), the endpoint URL, the documentation and the state and city list.
 */
export function ApiKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title="API KEY" size="lg">
      {opened ? <ApiKeyPanel /> : null}
    </Dialog>
  );
}

export function ApiKeyPanel() {
  const user = useCurrentUser();
  const agreement = useDeveloperAgreement(user.company_id);
  if (agreement.isError) return <ErrorAlert error={agreement.error} />;
  if (!agreement.data) return <Loader size="sm" aria-label="Loading" />;
  return agreement.data.status === 'T' ? <KeyPanel /> : <AgreementForm />;
}

function AgreementForm() {
  const user = useCurrentUser();
  const record = useRecordDeveloperAgreement(user.company_id);
  const form = useForm({ resolver: zodResolver(developerAgreeFormSchema), defaultValues: { agree: false } });
  const submit = form.handleSubmit(() => record.mutate({ user_id: user.id, company_id: user.company_id, company_name: user.company_name }));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Developer agreement">
      <Stack gap="md">
        {record.isError ? <ErrorAlert error={record.error} /> : null}
        <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars aria-label="Marketing Services Agreement for Developer API" tabIndex={0}>
          <DeveloperAgreementText />
        </ScrollArea.Autosize>
        <Anchor href="/marketing-services-agreement-developer" target="_blank" rel="noopener noreferrer" size="sm">
          Open the agreement in a new tab
        </Anchor>
        <Checkbox label="I agree to the Marketing Services Agreement for Developer API" {...form.register('agree')} error={form.formState.errors.agree?.message} />
        <Group justify="flex-end">
          <Button type="submit" loading={record.isPending}>
            Agree
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CopyIcon({ value, what }: { value: string; what: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : `Copy ${what}`} withArrow>
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? 'Copied' : `Copy ${what}`}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function KeyPanel() {
  const user = useCurrentUser();
  const key = useUserApi(user.company_id);
  if (key.isError) return <ErrorAlert error={key.error} />;
  if (!key.data) return <Loader size="sm" aria-label="Loading" />;
  // Only the key's own people see where to call, the documentation and the list (system users hold no key).
  return (
    <Stack gap="md">
      <KeyDetails answer={key.data} />
      <GenerateForm answer={key.data} />
      {user.systemuser !== 'T' ? <Resources baseUrl={key.data.base_url} /> : null}
    </Stack>
  );
}

function KeyDetails({ answer }: { answer: UserApiAnswer }) {
  const [visible, setVisible] = useState(false);
  if (!answer.client_id || !answer.secret_key) return <Text c="dimmed">No API key has been generated yet. Choose its scopes and press Generate.</Text>;
  const secret = answer.secret_key;
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput label="Client ID" value={answer.client_id} readOnly style={{ flex: 1 }} />
        <CopyIcon value={answer.client_id} what="client ID" />
      </Group>
      <div>
        <Text size="sm" fw={500} id="api-secret-label">
          Secret Key
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="sm" aria-labelledby="api-secret-label" data-testid="api-secret" style={{ wordBreak: 'break-all', flex: 1 }}>
            {visible ? secret : '•'.repeat(24)}
          </Code>
          <ActionIcon variant="subtle" color="gray" onClick={() => setVisible((v) => !v)} aria-label={visible ? 'Hide secret key' : 'Show secret key'}>
            {visible ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          </ActionIcon>
          {answer.secret_shown_once ? <CopyIcon value={secret} what="secret key" /> : null}
        </Group>
      </div>
      {answer.secret_shown_once ? (
        <Alert color="orange" variant="light" role="status">
          Copy the secret key now: it will not be shown again.
        </Alert>
      ) : (
        <Text size="xs" c="dimmed">
          The secret key is shown in full only when it is generated. Generate a new key if you no longer have it.
        </Text>
      )}
    </Stack>
  );
}

function GenerateForm({ answer }: { answer: UserApiAnswer }) {
  const user = useCurrentUser();
  const generate = useGenerateUserApi(user.company_id);
  const [confirming, setConfirming] = useState(false);
  const form = useForm({ resolver: zodResolver(generateKeyFormSchema), defaultValues: { scopes: answer.scopes } });
  const hasKey = Boolean(answer.client_id);
  const run = form.handleSubmit(({ scopes }) => {
    setConfirming(false);
    generate.mutate(scopes);
  });
  const submit = form.handleSubmit(() => (hasKey ? setConfirming(true) : void run()));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Generate API key">
      <Stack gap="sm">
        {generate.isError ? <ErrorAlert error={generate.error} /> : null}
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => (
            <Checkbox.Group label="Scopes" value={field.value} onChange={(v) => field.onChange(v as ApiScope[])} error={form.formState.errors.scopes?.message}>
              <Stack gap={6} mt={6}>
                {API_SCOPES.map((s) => (
                  <Checkbox key={s} value={s} label={`${API_SCOPE_LABELS[s]} (${s})`} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        {confirming ? (
          <Alert color="yellow" variant="light" title="Generate a new key?" role="alertdialog">
            <Stack gap="xs">
              <Text size="sm">The current secret key stops working at once. Every system using it will need the new one.</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button color="orange" onClick={() => void run()} loading={generate.isPending}>
                  Yes, generate
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button type="submit" loading={generate.isPending}>
              Generate
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function Resources({ baseUrl }: { baseUrl: string }) {
  const [download, setDownload] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const save = async () => {
    setDownload({ busy: true, error: null });
    try {
      saveBlob(new Blob([await statesCitiesCsv()], { type: 'text/csv' }), 'states-and-cities.csv');
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error });
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput label="API endpoint URL" value={baseUrl} readOnly style={{ flex: 1 }} />
        <CopyIcon value={baseUrl} what="API endpoint URL" />
      </Group>
      <Group justify="space-between">
        <Anchor href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer">
          <Group gap={4} component="span">
            API documentation <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        <Button variant="light" leftSection={<IconDownload size={16} />} loading={download.busy} onClick={() => void save()}>
          Download states and cities
        </Button>
      </Group>
      {download.error ? <ErrorAlert error={download.error} /> : null}
    </Stack>
  );
}
