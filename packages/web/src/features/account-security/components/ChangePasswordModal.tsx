import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema } from '@platform/core/contracts';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useChangePassword } from '../api/change-password';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { ViewModeNotice } from './ViewModeNotice';

/** The dialog's close button, named for screen readers. */

/** How long the success popup stays before it closes by itself (docs/product.md, Account area). */
export const SUCCESS_POPUP_MS = 2000;

/**
 * Change Password (docs/product.md, Account area): idle, submitting, then a success popup that closes itself
 * after 2 seconds, or the error (a wrong current password reads "* Sorry, your current password
 * invalid"). The user's other sessions end on the server; this one stays.
 */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [succeeded, setSucceeded] = useState<string | null>(null);
  // The dialog stays "open" for whoever opened it until the popup is gone, so the popup is not
  // unmounted with the form. The latest onClose is used, without restarting the timer.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const finish = useCallback(() => {
    setSucceeded(null);
    close.current();
  }, []);

  useEffect(() => {
    if (succeeded === null) return;
    const timer = window.setTimeout(finish, SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, finish]);

  return (
    <>
      <Dialog opened={opened && succeeded === null} onClose={onClose} title="Change Password">
        <ChangePasswordForm onCancel={onClose} onChanged={setSucceeded} />
      </Dialog>
      <Dialog opened={opened && succeeded !== null} onClose={finish} title="Password changed" size="sm">
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck size={28} color="var(--mantine-color-green-6)" aria-hidden />
          <Text>{succeeded}</Text>
        </Group>
      </Dialog>
    </>
  );
}

function ChangePasswordForm({ onCancel, onChanged }: { onCancel: () => void; onChanged: (message: string) => void }) {
  const user = useCurrentUser();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { usrID: user.id, currpassword: '', newpassword: '', newpassword_confirmation: '' },
  });
  const { errors } = form.formState;

  if (user.isViewMode) return <ViewModeNotice what="The password" />;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    change.mutate(values, {
      onSuccess: (answer) => onChanged(answer.message),
      onError: (error) => setFailure(placeServerErrors(error, form.setError, ['currpassword', 'newpassword', 'newpassword_confirmation'])),
    });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          data-autofocus
          {...form.register('currpassword')}
          error={errors.currpassword?.message}
        />
        <PasswordInput
          label="New password"
          description="At least 12 characters."
          autoComplete="new-password"
          required
          {...form.register('newpassword')}
          error={errors.newpassword?.message}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.register('newpassword_confirmation')}
          error={errors.newpassword_confirmation?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
