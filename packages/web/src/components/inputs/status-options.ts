/** An account's status as the edit dialogs offer it (an inactive account is signed out and cannot sign in). */
export const ACCOUNT_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
