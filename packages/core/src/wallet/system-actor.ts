/** Who the user logs name for what continual top-up does on its own. */
export const SYSTEM_ACTOR = { userId: 'system', name: 'Continual top-up', userType: 'system' } as const;
