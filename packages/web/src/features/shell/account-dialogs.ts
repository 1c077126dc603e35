import type { AccountDialog } from '../../lib/access/menu';

/** Dialogs of the profile menu that are built elsewhere (features/account-security). */
const BUILT = ['change-password', 'two-factor', 'exclusion-list', 'data-wallet'] as const;
type ComingSoon = Exclude<AccountDialog, (typeof BUILT)[number]>;

export const isComingSoon = (dialog: AccountDialog): dialog is ComingSoon => !(BUILT as readonly string[]).includes(dialog);

/** The account dialogs of the profile menu (seed 000 §2) still to come, and what each will let the user do. */
export const ACCOUNT_DIALOGS: Record<ComingSoon, { title: string; description: string }> = {
  developer: {
    title: 'Developer',
    description: 'Your API client id and secret key, and the link to the API documentation, will be here.',
  },
};
