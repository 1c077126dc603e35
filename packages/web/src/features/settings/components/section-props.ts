import type { Ref } from 'react';
import type { GeneralSettings } from '@platform/core/contracts';

/** What the set-up guide asks of a step: its before-change check (saving what changed, through the API). */
export interface StepHandle {
  check: () => Promise<boolean>;
}

export interface SectionProps {
  companyId: string;
  settings: GeneralSettings;
  canSave: boolean;
  /** Given inside the set-up guide: the fields alone, checked by the guide instead of a Save button. */
  stepRef?: Ref<StepHandle> | undefined;
}
