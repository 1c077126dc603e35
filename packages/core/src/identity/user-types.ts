export const USER_TYPES = ['userdownline', 'user', 'client', 'sales', 'administrator'] as const;
export type UserType = (typeof USER_TYPES)[number];
