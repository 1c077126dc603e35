import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded runtime's key for integration credentials (AWS uses KMS): 32 random bytes, made
 * once and kept under DATA_DIR so stored connections still open after a restart (or in memory
 * for test runs). Base64, as INTEGRATIONS_SECRET_KEY takes it.
 */
export function integrationsSecretKey(dir?: string): string {
  const file = dir ? join(dir, 'integrations-key') : undefined;
  if (file && existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64');
  if (file && dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, key, { mode: 0o600 });
  }
  return key;
}
