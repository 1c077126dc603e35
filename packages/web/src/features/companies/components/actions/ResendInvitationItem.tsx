import { Menu } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { CompanyRow } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useResendInvitation } from '../../api/resend-invitation';
import { messageOf } from '../../errors';

/**
 * A fresh invitation for the company's owner, offered only while the owner has not chosen a
 * password with the link (the row's invitation_pending; the API refuses the rest with 409).
 */
export function ResendInvitationItem({ row }: { row: CompanyRow }) {
  const resend = useResendInvitation({ onSuccess: (answer) => notify('success', answer.message), onError: (error) => notify('error', messageOf(error)) });
  return (
    <Menu.Item
      leftSection={<IconMailForward size={16} />}
      disabled={resend.isPending}
      onClick={() => resend.mutate(row.id)}
    >
      Resend invitation
    </Menu.Item>
  );
}
