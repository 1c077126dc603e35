import { randomBytes } from 'node:crypto';

// No 0/O, 1/I/L: codes are read aloud and typed from screenshots.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function code(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** leadspeek_api_id: short, unguessable enough for a support call, unique through its claim. */
export const newLeadspeekApiId = () => code(8);
/** A pixel code: long and unguessable, since anyone who has it can post page visits. */
export const newPixelCode = () => code(16).toLowerCase();
