import { lazy, Suspense } from 'react';

// The help text and its document viewer (with its HTML sanitizer) load when the dialog is first
// opened, not with every page of the signed-in frame (docs/decisions.md, Performance budgets).
const HelpDialog = lazy(() => import('./HelpDialog').then((m) => ({ default: m.HelpDialog })));

/** The Help and Support dialog, its code fetched the first time it opens. */
export function HelpDialogOnDemand({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <HelpDialog opened onClose={onClose} />
    </Suspense>
  );
}
