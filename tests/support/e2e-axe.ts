import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical findings on the page as it is now, in words a reader can act on.
 * Dialogs, drawers and toasts fade in: a check taken mid-transition measures half-transparent text
 * and reports contrast that no reader ever sees, so finite animations are let finish first
 * (spinners and other endless ones are not waited for).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The findings of `seriousViolations` in the light theme and then the dark one, on the same page in
 * the same state: the app follows the system's preference, so switching it re-themes the page in
 * place. One test per page state then covers both themes instead of two tests each signing in and
 * building the same state (docs/performance.md, Test time).
 */
export async function seriousViolationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((s) => document.documentElement.getAttribute('data-mantine-color-scheme') === s, scheme);
    found.push(...(await seriousViolations(page)).map((v) => `${scheme}: ${v}`));
  }
  return found;
}
