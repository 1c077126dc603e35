import { logoutResponseSchema } from '@platform/core/contracts';

/**
 * `{ result: 'success', message }`: the answer of the calls that only report a message (forgot
 * password, reset password, registration, resend code). Core names this shape after its first
 * user, logout; it is the same contract.
 */
export const messageAnswerSchema = logoutResponseSchema;
