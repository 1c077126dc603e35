import type { AccountDialog } from '../../lib/access/menu';

/** The account dialogs of the profile menu (seed 000 §2) and what each will let the user do. */
export const ACCOUNT_DIALOGS: Record<AccountDialog, { title: string; description: string }> = {
  'data-wallet': {
    title: 'Data Wallet',
    description: 'Your prepaid balance, top-ups and transaction history will be shown here.',
  },
  developer: {
    title: 'Developer',
    description: 'Your API client id and secret key, and the link to the API documentation, will be here.',
  },
  'exclusion-list': {
    title: 'Client Wide Exclusion List',
    description: 'Uploading a CSV of e-mail addresses to leave out of all your campaigns will happen here.',
  },
  'change-password': {
    title: 'Change Password',
    description: 'Changing your password will happen here.',
  },
  'two-factor': {
    title: 'Two Factor Authentication',
    description: 'Choosing a second sign-in step, by e-mail or an authenticator app, will happen here.',
  },
};
