import { z } from 'zod';

/**
 * Guided tours (docs/decisions.md, "Dashboard tour"): the dashboard's first-visit tour, with the
 * spec's defaults (Skip tour, Previous, Next, Finish; Escape stops it, arrow keys move; a start
 * delay the app sets).
 */
export const TOURS = ['dashboard'] as const;
export type TourId = (typeof TOURS)[number];

export const TOUR_DEFAULTS = {
  skipText: 'Skip tour',
  prevText: 'Previous',
  nextText: 'Next',
  doneText: 'Finish',
  /** How long after the dashboard opens the first-visit tour starts (ms), so the page has drawn. */
  startDelayMs: 800,
} as const;

/** PUT /api/user/tours: the signed-in user finished or skipped this tour. */
export const tourDoneSchema = z.object({ tour: z.enum(TOURS) });
export const tourDoneAnswerSchema = z.object({ result: z.literal('success'), tours_done: z.array(z.enum(TOURS)) });
