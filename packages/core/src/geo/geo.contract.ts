import { z } from 'zod';
import { US_STATE_CODES } from './us-states.js';

/** A state code as campaigns store it. */
export const usStateCodeSchema = z.enum(US_STATE_CODES, 'Use two-letter state codes');

/** GET /api/general/state (and the public API's states): the 50 states and DC, by name. */
export const statesAnswerSchema = z.object({ states: z.array(z.object({ code: z.string().length(2), name: z.string().min(1) })) });
export type StatesAnswer = z.infer<typeof statesAnswerSchema>;

/** GET /api/general/state/{state}/cities: the state's code and its cities, unique and sorted. */
export const citiesAnswerSchema = z.object({ state: z.string().length(2), cities: z.array(z.string().min(1)) });
export type CitiesAnswer = z.infer<typeof citiesAnswerSchema>;

/** The {state} of the cities path: any case; an unknown code is a 404, not a validation error. */
export const statePathSchema = z.object({ state: z.string().trim().min(1, 'A state code is required').max(32, 'A state code has two letters') });
