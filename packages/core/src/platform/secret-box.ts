import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type * as KmsSdk from '@aws-sdk/client-kms';

/**
 * Encryption at rest for what a company trusts us with (integration credentials, OAuth tokens,
 * webhook secrets). The context (company and integration ids) is bound to the ciphertext as
 * additional authenticated data, so a ciphertext copied onto another company's item does not open.
 * KMS on AWS; AES-256-GCM with a local key file in the embedded runtime (docs/decisions.md,
 * "Leads out: integrations and delivery").
 */
export type SecretContext = Record<string, string>;

export interface SecretBox {
  encrypt(plaintext: string, context: SecretContext): Promise<string>;
  decrypt(ciphertext: string, context: SecretContext): Promise<string>;
}

/** The context as one canonical string: keys sorted, so the same context always gives the same AAD. */
const canonical = (context: SecretContext) =>
  JSON.stringify(Object.keys(context).sort().map((k) => [k, context[k]]));

/** AES-256-GCM with a 32-byte key: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function aesGcmSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret box key must be 32 bytes.');
  return {
    async encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(canonical(context)));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    async decrypt(ciphertext, context) {
      const [v, iv, tag, body] = ciphertext.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a secret box ciphertext.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(canonical(context)));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * KMS Encrypt/Decrypt with the key INTEGRATIONS_KMS_KEY_ID. Credentials are small (under KMS's
 * 4 KB plaintext limit), so no data-key envelope is needed. The SDK is loaded on first use: most
 * handlers never touch a secret.
 */
export function kmsSecretBox(keyId: string | undefined, region: string): SecretBox {
  let client: Promise<{ kms: KmsSdk.KMSClient; mod: typeof KmsSdk }> | undefined;
  const kms = () => {
    client ??= import('@aws-sdk/client-kms').then((mod) => ({ kms: new mod.KMSClient({ region }), mod }));
    return client;
  };
  return {
    async encrypt(plaintext, context) {
      if (!keyId) throw new Error('INTEGRATIONS_KMS_KEY_ID is not set.');
      const { kms: c, mod } = await kms();
      const out = await c.send(new mod.EncryptCommand({ KeyId: keyId, Plaintext: Buffer.from(plaintext, 'utf8'), EncryptionContext: context }));
      if (!out.CiphertextBlob) throw new Error('KMS returned no ciphertext.');
      return `kms.${Buffer.from(out.CiphertextBlob).toString('base64')}`;
    },
    async decrypt(ciphertext, context) {
      if (!ciphertext.startsWith('kms.')) throw new Error('Not a KMS ciphertext.');
      const { kms: c, mod } = await kms();
      const out = await c.send(new mod.DecryptCommand({ CiphertextBlob: Buffer.from(ciphertext.slice(4), 'base64'), EncryptionContext: context, ...(keyId ? { KeyId: keyId } : {}) }));
      if (!out.Plaintext) throw new Error('KMS returned no plaintext.');
      return Buffer.from(out.Plaintext).toString('utf8');
    },
  };
}

let current: SecretBox | undefined;

/**
 * The process's secret box: AES-256-GCM when INTEGRATIONS_SECRET_KEY (32 bytes, base64) is set, as
 * the embedded runtime does from its key file; KMS otherwise, as on AWS.
 */
export function secretBox(): SecretBox {
  const localKey = process.env.INTEGRATIONS_SECRET_KEY;
  current ??= localKey ? aesGcmSecretBox(Buffer.from(localKey, 'base64')) : kmsSecretBox(process.env.INTEGRATIONS_KMS_KEY_ID, process.env.AWS_REGION ?? 'us-east-1');
  return current;
}

/** Tests and the embedded runtime: use this box (undefined: choose again from the environment). */
export function setSecretBox(box: SecretBox | undefined): void {
  current = box;
}
