import {
  dashboardPath,
  isClient,
  PATHS,
  wizardFinishLabel,
  type GuardContext,
} from '@platform/core/contracts';

/** The wizard's progress bar is proportional to the step shown (docs/product.md, Wizards), always within 0 to 100. */
export function wizardProgress(active: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(100, Math.max(0, ((active + 1) / count) * 100));
}

/**
 * Moving from step `from` to step `to` (docs/product.md, Wizards): going back is free; going forward passes
 * each step's before-change check in turn, stopping at the first that fails. `reached` hears every step
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

/** The finish button (docs/product.md, Wizards): core's label, and where it leads: a client's Dashboard, General Settings otherwise. */
export function wizardFinish(c: GuardContext): { label: string; path: string } {
  return {
    label: wizardFinishLabel(c.user.user_type),
    path: isClient(c) ? (dashboardPath(c) ?? PATHS.profile) : PATHS.generalSetting,
  };
}
