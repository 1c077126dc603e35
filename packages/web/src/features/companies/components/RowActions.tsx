import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { companyRowActions, type CompanyRow, type UserData } from '@platform/core/contracts';
import { useSetupCheck } from '../../../lib/auth/get-setup-check';
import { AgreementItems } from './actions/AgreementItems';
import { DeleteAction } from './actions/DeleteAction';
import { DeveloperModeAction } from './actions/DeveloperModeAction';
import { EditAction } from './actions/EditAction';
import { ManualBillDialog, ManualBillItem } from './actions/ManualBillItem';
import { MinimumSpendItem } from './actions/MinimumSpendItem';
import { ClientAddCampaignItem } from './actions/ClientAddCampaignItem';
import { OnboardingDialog, OnboardingItem } from './actions/OnboardingItem';
import { PackageDialog, PackageItem } from './actions/PackageItem';
import { BetaFeaturesDialog, BetaFeaturesItem } from './actions/BetaFeaturesItem';
import { PaymentFailedAction } from './actions/PaymentFailedAction';
import { ResendInvitationItem } from './actions/ResendInvitationItem';
import { SetSalesDialog, SetSalesItem } from './actions/SetSalesItem';
import { useRowActionSlots } from './row-context';

/** Only the platform's own system users switch into other users, and not from inside view mode. */
export const maySwitchUsers = (user: Pick<UserData, 'systemuser' | 'rootcomp' | 'isViewMode'>) =>
  user.systemuser === 'T' && user.rootcomp === 'T' && !user.isViewMode;

/** The dialogs the row's menu opens. */
type MenuDialog = 'sales' | 'manual-bill' | 'onboarding' | 'package' | 'beta';

/**
 * A row's actions, each its own component: the frequent ones as buttons, the rest in the row's
 * menu. Who sees what is core's companyRowActions (the API's own rules); other features' actions
 * come through RowActionSlots (app/routes.tsx hands them in).
 */
export function RowActions({ row, user }: { row: CompanyRow; user: UserData }) {
  const { SwitchUser, SetCost, UserLogs, Invoices } = useRowActionSlots();
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const closeDialog = () => setDialog(null);
  const may = companyRowActions(user, row);
  const onboardingOn = useSetupCheck(user.id).agency_onboarding_status === 'T';
  const showSwitch = SwitchUser && maySwitchUsers(user) && row.user_id && row.user_id !== user.id;
  const showFailed = row.payment_status === 'failed' && user.user_type !== 'sales';
  // Resend only while the owner has not chosen a password with the invitation link.
  const resend = may.edit && row.invitation_pending === 'T';
  const first = resend || may.setSales;
  // The client's own campaign adding is its agency's (and the root's) to turn off, not sales'.
  const campaignSwitch = may.edit && row.user_type === 'client' && user.user_type !== 'sales';
  const inMenu = first || may.billing || campaignSwitch || may.agreements.length > 0;
  return (
    <Group gap={4} wrap="nowrap">
      {showSwitch && row.user_id ? <SwitchUser userId={row.user_id} name={row.name || row.company_name} /> : null}
      {may.edit ? <EditAction row={row} /> : null}
      {may.remove && row.user_id ? <DeleteAction row={row} ownerId={row.user_id} /> : null}
      {SetCost ? <SetCost row={row} user={user} /> : null}
      {UserLogs ? <UserLogs row={row} user={user} /> : null}
      {Invoices ? <Invoices row={row} user={user} /> : null}
      {showFailed ? <PaymentFailedAction row={row} canSettle={may.billing} /> : null}
      {may.billing ? <DeveloperModeAction row={row} /> : null}
      {inMenu ? (
        // The menu's items go when it closes; the dialogs they open are drawn below, outside it.
        <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${row.company_name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {resend ? <ResendInvitationItem row={row} /> : null}
            {may.setSales ? <SetSalesItem onOpen={() => setDialog('sales')} /> : null}
            {may.billing ? (
              <>
                {first ? <Menu.Divider role="separator" /> : null}
                <div role="group" aria-labelledby={`billing-${row.id}`}>
                  <Menu.Label id={`billing-${row.id}`}>Billing</Menu.Label>
                  <ManualBillItem row={row} onTurnOn={() => setDialog('manual-bill')} />
                  <MinimumSpendItem row={row} />
                  {onboardingOn ? <OnboardingItem onOpen={() => setDialog('onboarding')} /> : null}
                  <PackageItem onOpen={() => setDialog('package')} />
                  <BetaFeaturesItem onOpen={() => setDialog('beta')} />
                </div>
              </>
            ) : null}
            {campaignSwitch ? (
              <>
                {first || may.billing ? <Menu.Divider role="separator" /> : null}
                <div role="group" aria-labelledby={`campaigns-${row.id}`}>
                  <Menu.Label id={`campaigns-${row.id}`}>Campaigns</Menu.Label>
                  <ClientAddCampaignItem row={row} />
                </div>
              </>
            ) : null}
            {may.agreements.length ? (
              <>
                {first || may.billing || campaignSwitch ? <Menu.Divider role="separator" /> : null}
                <div role="group" aria-labelledby={`agreements-${row.id}`}>
                  <Menu.Label id={`agreements-${row.id}`}>Agreements</Menu.Label>
                  <AgreementItems row={row} types={may.agreements} />
                </div>
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {may.setSales ? <SetSalesDialog row={row} opened={dialog === 'sales'} onClose={closeDialog} /> : null}
      {may.billing ? <ManualBillDialog row={row} opened={dialog === 'manual-bill'} onClose={closeDialog} /> : null}
      {may.billing && onboardingOn ? <OnboardingDialog row={row} opened={dialog === 'onboarding'} onClose={closeDialog} /> : null}
      {may.billing ? <PackageDialog row={row} opened={dialog === 'package'} onClose={closeDialog} /> : null}
      {may.billing ? <BetaFeaturesDialog row={row} opened={dialog === 'beta'} onClose={closeDialog} /> : null}
    </Group>
  );
}
