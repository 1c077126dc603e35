import { z } from 'zod';

/**
 * Field schemas several contracts share, so one rule holds everywhere (isomorphic: the web app's
 * forms use the same ones).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as yyyy-MM-dd: 2026-02-31 and month 13 are refused, not rolled over. */
export const calendarDay = z
  .string()
  .regex(DAY, 'Use the date format yyyy-MM-dd')
  .refine((v) => {
    const [, y, m, d] = DAY.exec(v) ?? [];
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
  }, 'This day does not exist');

/**
 * A whole number from 0 to `max`, given as a number or as decimal digits (forms send strings).
 * Nothing else is read as a number: not '' (which JavaScript reads as 0), '0x10', '1e3' or true.
 */
export const wholeCount = (max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,15}$/, 'Enter a whole number').transform(Number)], { error: 'Enter a whole number' })
    .pipe(z.number().int('Enter a whole number').min(0, 'Enter 0 or more').max(max, `Enter at most ${max}`));
