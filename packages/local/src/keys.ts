import { exportJWK, generateKeyPair } from 'jose';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The token-signing key pair. On AWS it is a secret; locally it is generated once and kept under
 * DATA_DIR so sessions survive a restart (or kept in memory for test runs).
 */
export async function tokenKeys(dir?: string): Promise<{ privateJwk: string; publicJwk: string }> {
  const file = dir ? join(dir, 'token-keys.json') : undefined;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { privateJwk: string; publicJwk: string };
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const keys = { privateJwk: JSON.stringify(await exportJWK(privateKey)), publicJwk: JSON.stringify(await exportJWK(publicKey)) };
  if (file && dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return keys;
}
