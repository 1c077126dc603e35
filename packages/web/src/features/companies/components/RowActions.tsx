import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { CompanyRow, UserData } from '@platform/core/contracts';

export type SwitchUserAction = ComponentType<{ userId: string; name: string }>;

/** Only the platform's own system users switch into other users, and not from inside view mode. */
export const maySwitchUsers = (user: Pick<UserData, 'systemuser' | 'rootcomp' | 'isViewMode'>) =>
  user.systemuser === 'T' && user.rootcomp === 'T' && !user.isViewMode;

/**
 * The row's actions that work today: "Switch user" into the row's owner, and the red card that
 * marks an agency whose payment failed (display only; sales do not see it).
 */
export function RowActions({ row, user, SwitchUser }: { row: CompanyRow; user: UserData; SwitchUser?: SwitchUserAction | undefined }) {
  const showSwitch = SwitchUser && maySwitchUsers(user) && row.user_id && row.user_id !== user.id;
  const showFailed = row.payment_status === 'failed' && user.user_type !== 'sales';
  if (!showSwitch && !showFailed) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {showSwitch && row.user_id ? <SwitchUser userId={row.user_id} name={row.name || row.company_name} /> : null}
      {showFailed ? (
        <Tooltip label="Payment failed" withArrow>
          <ThemeIcon variant="transparent" color="red" aria-label="Payment failed" role="img">
            <IconCreditCardOff size={18} />
          </ThemeIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

const SALES_ROLES = [
  ['salesrepid', 'Sales Rep'],
  ['accountexecutiveid', 'Account Executive'],
  ['accountrefid', 'Referral'],
] as const;

/** Which sales roles are assigned to the row (the list answers ids only, not names yet). */
export function salesRoles(row: Pick<CompanyRow, 'salesrepid' | 'accountexecutiveid' | 'accountrefid'>): string[] {
  return SALES_ROLES.filter(([key]) => row[key]).map(([, label]) => label);
}
