import { ActionIcon, Alert, Button, Center, Code, CopyButton, Group, Image, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconDeviceMobile, IconMail } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { updateTwoFactorSchema, type UserData } from '@platform/core/contracts';
import { isApiError } from '../../../lib/api/errors';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useGoogleSetup, useTwoFactorSettings, useUpdateTwoFactor } from '../api/two-factor';
import { messageOf, placeServerErrors } from '../../../lib/forms/server-errors';
import { ViewModeNotice } from './ViewModeNotice';
import classes from './TwoFactorModal.module.css';

/** The dialog's close button, named for screen readers. */

type Method = 'email' | 'google';
const TITLE = 'Two Factor Authentication';

const METHODS: { value: Method; label: string; description: string; icon: ReactNode }[] = [
  { value: 'email', label: 'Email', description: 'A 6-digit code is sent to your e-mail each time you sign in.', icon: <IconMail size={22} /> },
  {
    value: 'google',
    label: 'Google Authenticator',
    description: 'A 6-digit code from the Google Authenticator app on your phone.',
    icon: <IconDeviceMobile size={22} />,
  },
];

const saveFailed = (error: unknown) =>
  notifications.show({ color: 'red', title: TITLE, message: messageOf(error) });

/**
 * Two Factor Authentication (docs/product.md, Account area): none, email or google. Clicking the current
 * method turns it off, clicking another selects it; saving needs the current password. Choosing google and
 * saving opens the Google Authenticator setup; cancelling it returns here.
 */
export function TwoFactorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const user = useCurrentUser();
  const [google, setGoogle] = useState<{ currpassword: string } | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const close = () => {
    setGoogle(null);
    setPasswordError(null);
    onClose();
  };

  return (
    <>
      <Dialog opened={opened && google === null} onClose={close} title={TITLE} size="lg">
        {user.isViewMode ? (
          <ViewModeNotice what="Two-factor authentication" />
        ) : (
          <MethodForm
            user={user}
            passwordError={passwordError}
            onCancel={close}
            onSaved={close}
            onGoogle={(currpassword) => {
              setPasswordError(null);
              setGoogle({ currpassword });
            }}
          />
        )}
      </Dialog>
      <Dialog opened={opened && google !== null} onClose={() => setGoogle(null)} title="Google Authenticator">
        {google ? (
          <GoogleSetup
            user={user}
            currpassword={google.currpassword}
            onCancel={() => setGoogle(null)}
            onWrongPassword={(message) => {
              setPasswordError(message);
              setGoogle(null);
            }}
            onEnabled={close}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function MethodForm({
  user,
  passwordError,
  onCancel,
  onSaved,
  onGoogle,
}: {
  user: UserData;
  passwordError: string | null;
  onCancel: () => void;
  onSaved: () => void;
  onGoogle: (currpassword: string) => void;
}) {
  const settings = useTwoFactorSettings(user.id);
  const update = useUpdateTwoFactor(user.id);
  const current: Method | null = settings.data?.two_factor_auth ? settings.data.two_factor_auth_type : null;
  const [chosen, setChosen] = useState<Method | null | undefined>(undefined);
  const selected = chosen === undefined ? current : chosen;
  const form = useForm({ defaultValues: { currpassword: '' } });
  const { setError } = form;

  useEffect(() => {
    if (settings.isError) notifications.show({ color: 'orange', title: TITLE, message: messageOf(settings.error) });
  }, [settings.isError, settings.error]);

  useEffect(() => {
    if (passwordError) setError('currpassword', { type: 'server', message: passwordError });
  }, [passwordError, setError]);

  if (settings.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading two-factor settings">
        <Loader />
      </Center>
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {messageOf(settings.error)}
      </Alert>
    );
  }

  const submit = form.handleSubmit(({ currpassword }) => {
    if (selected === 'google') {
      onGoogle(currpassword);
      return;
    }
    const request = selected ? { two_factor_auth: true, two_factor_auth_type: selected, currpassword } : { two_factor_auth: false, currpassword };
    update.mutate(request, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', title: TITLE, message: typeof answer.message === 'string' ? answer.message : 'Saved.' });
        onSaved();
      },
      onError: (error) => {
        if (placeServerErrors(error, form.setError, ['currpassword']) !== null) saveFailed(error);
      },
    });
  });

  const status =
    current === null ? 'Two-factor authentication is off.' : current === 'email' ? 'Two-factor authentication is on: codes by e-mail.' : 'Two-factor authentication is on: Google Authenticator.';

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Two-factor method">
      <Stack gap="md">
        <Text size="sm">{status}</Text>
        <Text size="sm" c="dimmed">
          Choose how you confirm it is you when you sign in. Choosing the method that is on turns it off.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} role="group" aria-label="Method">
          {METHODS.map((m) => (
            <UnstyledButton
              key={m.value}
              type="button"
              className={classes.method}
              data-selected={selected === m.value || undefined}
              aria-pressed={selected === m.value}
              onClick={() => setChosen(selected === m.value ? null : m.value)}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {m.icon}
                <div>
                  <Text fw={600}>{m.label}</Text>
                  <Text size="xs" c="dimmed">
                    {m.description}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <PasswordInput
          label="Current password"
          description="Needed to save a change."
          autoComplete="current-password"
          required
          {...form.register('currpassword', { required: 'Enter your current password.' })}
          error={form.formState.errors.currpassword?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={selected === current}>
            {selected === 'google' ? 'Continue' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function GoogleSetup({
  user,
  currpassword,
  onCancel,
  onWrongPassword,
  onEnabled,
}: {
  user: UserData;
  currpassword: string;
  onCancel: () => void;
  onWrongPassword: (message: string) => void;
  onEnabled: () => void;
}) {
  const setup = useGoogleSetup(user.id, user.company_id);
  const update = useUpdateTwoFactor(user.id);
  const form = useForm({
    resolver: zodResolver(updateTwoFactorSchema),
    defaultValues: { two_factor_auth: true, two_factor_auth_type: 'google' as const, code: '', currpassword },
  });

  useEffect(() => {
    if (setup.isError) notifications.show({ color: 'orange', title: TITLE, message: messageOf(setup.error) });
  }, [setup.isError, setup.error]);

  if (setup.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading the authenticator setup">
        <Loader />
      </Center>
    );
  }
  if (setup.isError) {
    return (
      <Stack>
        <Alert color="red" variant="light" role="alert">
          {messageOf(setup.error)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Back
          </Button>
        </Group>
      </Stack>
    );
  }

  const { secretKey, qrCodeUrl } = setup.data;
  const submit = form.handleSubmit((values) => {
    update.mutate(
      { ...values, code: values.code?.trim() },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', title: TITLE, message: typeof answer.message === 'string' ? answer.message : 'Saved.' });
          onEnabled();
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors.currpassword?.[0]) {
            onWrongPassword(error.fieldErrors.currpassword[0]);
            saveFailed(error);
            return;
          }
          if (placeServerErrors(error, form.setError, ['code']) !== null) saveFailed(error);
        },
      },
    );
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Google Authenticator setup">
      <Stack gap="md">
        <Text size="sm">Scan the QR code with the Google Authenticator app, or type the key into it, then enter the 6-digit code the app shows.</Text>
        <Center>
          {qrCodeUrl.startsWith('data:image/svg+xml') ? (
            <Image src={qrCodeUrl} alt="QR code for Google Authenticator" w={200} h={200} fit="contain" />
          ) : null}
        </Center>
        <div>
          <Text size="sm" fw={500} id="tfa-secret-label">
            Key for manual entry
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code fz="sm" aria-labelledby="tfa-secret-label" data-testid="tfa-secret" style={{ wordBreak: 'break-all' }}>
              {secretKey}
            </Code>
            <CopyButton value={secretKey} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy key'} withArrow>
                  <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? 'Copied' : 'Copy key'}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </div>
        <TextInput
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          data-autofocus
          {...form.register('code')}
          error={form.formState.errors.code?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
