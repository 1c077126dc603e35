import { randomBytes, randomUUID } from 'node:crypto';

/** Ids are random UUIDs: unguessable, so an id in a URL never hints at another tenant's records. */
export const newId = (): string => randomUUID();

/** A secret for tokens: 256 bits, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
