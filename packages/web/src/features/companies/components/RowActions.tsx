import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { companyRowActions, type CompanyRow, type UserData } from '@platform/core/contracts';
import { useSetupCheck } from '../../../lib/auth/get-setup-check';
import { AgreementItems } from './actions/AgreementItems';
import { DeleteAction } from './actions/DeleteAction';
import { DeveloperModeAction } from './actions/DeveloperModeAction';
import { EditAction } from './actions/EditAction';
import { ManualBillItem } from './actions/ManualBillItem';
import { MinimumSpendItem } from './actions/MinimumSpendItem';
import { OnboardingItem } from './actions/OnboardingItem';
import { PaymentFailedAction } from './actions/PaymentFailedAction';
import { ResendInvitationItem } from './actions/ResendInvitationItem';
import { SetSalesItem } from './actions/SetSalesItem';
import { useRowActionSlots } from './row-context';

/** Only the platform's own system users switch into other users, and not from inside view mode. */
export const maySwitchUsers = (user: Pick<UserData, 'systemuser' | 'rootcomp' | 'isViewMode'>) =>
  user.systemuser === 'T' && user.rootcomp === 'T' && !user.isViewMode;

/**
 * A row's actions, each its own component: the frequent ones as buttons, the rest in the row's
 * menu. Who sees what is core's companyRowActions (the API's own rules); other features' actions
 * come through RowActionSlots (app/router.tsx hands them in).
 */
export function RowActions({ row, user }: { row: CompanyRow; user: UserData }) {
  const { SwitchUser, SetCost, UserLogs } = useRowActionSlots();
  const may = companyRowActions(user, row);
  const onboardingOn = useSetupCheck(user.id).agency_onboarding_status === 'T';
  const showSwitch = SwitchUser && maySwitchUsers(user) && row.user_id && row.user_id !== user.id;
  const showFailed = row.payment_status === 'failed' && user.user_type !== 'sales';
  const first = may.edit || may.setSales;
  const inMenu = first || may.billing || may.agreements.length > 0;
  return (
    <Group gap={4} wrap="nowrap">
      {showSwitch && row.user_id ? <SwitchUser userId={row.user_id} name={row.name || row.company_name} /> : null}
      {may.edit ? <EditAction row={row} /> : null}
      {may.remove && row.user_id ? <DeleteAction row={row} ownerId={row.user_id} /> : null}
      {SetCost ? <SetCost row={row} user={user} /> : null}
      {UserLogs ? <UserLogs row={row} user={user} /> : null}
      {showFailed ? <PaymentFailedAction row={row} canSettle={may.billing} /> : null}
      {may.billing ? <DeveloperModeAction row={row} /> : null}
      {inMenu ? (
        // Kept mounted while closed, so a dialog opened from an item outlives the menu closing.
        <Menu position="bottom-end" withArrow shadow="md" keepMounted>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${row.company_name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown aria-label={`Actions for ${row.company_name}`}>
            {may.edit ? <ResendInvitationItem row={row} /> : null}
            {may.setSales ? <SetSalesItem row={row} /> : null}
            {may.billing ? (
              <>
                {first ? <Menu.Divider /> : null}
                <Menu.Label>Billing</Menu.Label>
                <ManualBillItem row={row} />
                <MinimumSpendItem row={row} />
                {onboardingOn ? <OnboardingItem row={row} /> : null}
              </>
            ) : null}
            {may.agreements.length ? (
              <>
                {first || may.billing ? <Menu.Divider /> : null}
                <AgreementItems row={row} types={may.agreements} />
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
