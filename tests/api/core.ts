import { inject } from 'vitest';
import { resetConfig, resetDb, resetDocumentClient, resetMailer, resetTokenKeys } from '@platform/core';

/**
 * Points this test process's core at the running platform's table, for what only a server-side
 * service can do (issue an SSO token) or what needs a fixed clock (an expired link).
 */
export function useCore(): void {
  Object.assign(process.env, inject('platformEnv'));
  resetConfig();
  resetDocumentClient();
  resetDb();
  resetTokenKeys();
  resetMailer();
}
