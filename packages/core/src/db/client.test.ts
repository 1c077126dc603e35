import { afterEach, describe, expect, it } from 'vitest';
import { documentClient, resetDocumentClient } from './client.js';

describe('a DynamoDB call does only the work it needs', () => {
  afterEach(() => resetDocumentClient());

  it('makes no log copy of what it sends and reads: no logger is ever given', () => {
    resetDocumentClient();
    const steps = documentClient().middlewareStack.identify();
    expect(steps.some((s) => s.startsWith('retryLocalLockTimeouts') || s.startsWith('writes-after-session'))).toBe(true);
    expect(steps.filter((s) => s.startsWith('loggerMiddleware'))).toEqual([]);
  });
});
