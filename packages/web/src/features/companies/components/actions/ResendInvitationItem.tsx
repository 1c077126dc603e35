import { Menu } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { CompanyRow } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useResendInvitation } from '../../api/resend-invitation';
import { messageOf } from '../../errors';

/**
 * A fresh invitation for the company's owner. The list does not say whether the owner has chosen a
 * password yet, so it is always offered; the API's answer is shown.
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
