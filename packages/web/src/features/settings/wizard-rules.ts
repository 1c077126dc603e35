import {
  dashboardPath,
  isAdministrator,
  isAgencyUser,
  isClient,
  isSystemUser,
  landingPath,
  PATHS,
  wizardFinishLabel,
  type GuardContext,
} from '@platform/core/contracts';

/** The wizard's progress bar is proportional to the step shown (seed 001 §4), always within 0 to 100. */
export function wizardProgress(active: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(100, Math.max(0, ((active + 1) / count) * 100));
}

/**
 * Moving from step `from` to step `to` (seed 001 §4): going back is free; going forward passes each
 * step's before-change check in turn, stopping at the first that fails. `reached` hears every step
 * arrived at on the way. Answers the step the wizard ends on.
 */
export async function walkTo(from: number, to: number, check: (step: number) => Promise<boolean>, reached: (step: number) => void = () => undefined): Promise<number> {
  if (to <= from) {
    reached(to);
    return to;
  }
  for (let step = from; step < to; step += 1) {
    if (!(await check(step))) return step;
    reached(step + 1);
  }
  return to;
}

/** The finish button (seed 001 §2): core's label, and where it leads: a client's Dashboard, General Settings otherwise. */
export function wizardFinish(c: GuardContext): { label: string; path: string } {
  return {
    label: wizardFinishLabel(c.user.user_type),
    path: isClient(c) ? (dashboardPath(c) ?? PATHS.profile) : PATHS.generalSetting,
  };
}

/** The agency's own staff: the set-up guide covers an agency's brand, addresses and e-mail. */
export const isAgencyStaff = (c: GuardContext) => (isAgencyUser(c) || isAdministrator(c)) && !isSystemUser(c) && c.user.rootcomp === 'F';

/**
 * The guide opens by itself while the agency's setup is unfinished, that is while core sends its
 * staff to General Settings rather than to their Dashboard (the payment account still being set up).
 */
export const setupGuideDue = (c: GuardContext) => isAgencyStaff(c) && landingPath(c) === PATHS.generalSetting;
