import { isAdministrator, isAgencyUser, isSystemUser, landingPath, PATHS, type GuardContext } from '@platform/core/contracts';

/** The agency's own staff: the set-up guide covers an agency's brand, addresses and e-mail. */
export const isAgencyStaff = (c: GuardContext) => (isAgencyUser(c) || isAdministrator(c)) && !isSystemUser(c) && c.user.rootcomp === 'F';

/**
 * The guide opens by itself while the agency's setup is unfinished, that is while core sends its
 * staff to General Settings rather than to their Dashboard (the payment account still being set up).
 */
export const setupGuideDue = (c: GuardContext) => isAgencyStaff(c) && landingPath(c) === PATHS.generalSetting;
