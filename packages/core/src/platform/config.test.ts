import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig, getConfig, resetConfig } from './config.js';

const NAMES = ['TABLE_NAME', 'ACCESS_TOKEN_TTL_SECONDS', 'DYNAMODB_ENDPOINT', 'TRUST_CDN_HEADERS', 'ORIGIN_VERIFY_SECRET'] as const;
const saved = Object.fromEntries(NAMES.map((k) => [k, process.env[k]]));

function setEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const k of NAMES) {
    if (values[k] === undefined) delete process.env[k];
    else process.env[k] = values[k];
  }
  resetConfig();
}

beforeEach(() => setEnv({}));
afterEach(() => setEnv(saved));

describe('a function reads its environment through one parsed config', () => {
  it('gives each variable parsed, with its default where unset', () => {
    setEnv({ TABLE_NAME: 'leads-table', ACCESS_TOKEN_TTL_SECONDS: '120' });
    expect(getConfig().TABLE_NAME).toBe('leads-table');
    expect(getConfig().ACCESS_TOKEN_TTL_SECONDS).toBe(120);
    expect(getConfig().BASE_DOMAIN).toBe('localhost');
  });

  it('keeps what it read until the config is reset', () => {
    setEnv({ TABLE_NAME: 'first-table' });
    expect(getConfig().TABLE_NAME).toBe('first-table');
    process.env.TABLE_NAME = 'second-table';
    expect(getConfig().TABLE_NAME).toBe('first-table');
    resetConfig();
    expect(getConfig().TABLE_NAME).toBe('second-table');
  });
});

describe('an invalid variable is reported clearly when first read', () => {
  it('names the variable and the rule, never the value', () => {
    setEnv({ ACCESS_TOKEN_TTL_SECONDS: '5', DYNAMODB_ENDPOINT: 'secret-not-a-url' });
    const config = getConfig();
    expect(() => config.ACCESS_TOKEN_TTL_SECONDS).toThrow(/^Invalid environment configuration: ACCESS_TOKEN_TTL_SECONDS \(.*>=30/);
    expect(() => config.DYNAMODB_ENDPOINT).toThrow('Invalid environment configuration: DYNAMODB_ENDPOINT');
    expect(() => config.DYNAMODB_ENDPOINT).not.toThrow(/secret-not-a-url/);
    // Reading it again fails again: an invalid value is never taken.
    expect(() => config.ACCESS_TOKEN_TTL_SECONDS).toThrow('ACCESS_TOKEN_TTL_SECONDS');
  });

  it('does not stop a function from reading the variables that are valid', () => {
    setEnv({ TABLE_NAME: 'leads-table', ACCESS_TOKEN_TTL_SECONDS: 'soon' });
    expect(getConfig().TABLE_NAME).toBe('leads-table');
    expect(() => getConfig().ACCESS_TOKEN_TTL_SECONDS).toThrow('ACCESS_TOKEN_TTL_SECONDS');
  });

  it('behind the CDN, refuses trusting its headers without the origin secret', () => {
    setEnv({ TRUST_CDN_HEADERS: 'true' });
    expect(() => getConfig().TRUST_CDN_HEADERS).toThrow('Invalid environment configuration: TRUST_CDN_HEADERS (true needs ORIGIN_VERIFY_SECRET)');
    setEnv({ TRUST_CDN_HEADERS: 'true', ORIGIN_VERIFY_SECRET: 'origin-secret' });
    expect(getConfig().TRUST_CDN_HEADERS).toBe('true');
  });
});

describe('the embedded runtime checks the whole environment at its start', () => {
  it('names every invalid variable in one error', () => {
    setEnv({ TABLE_NAME: 'x', DYNAMODB_ENDPOINT: 'not-a-url', TRUST_CDN_HEADERS: 'true' });
    expect(() => checkConfig()).toThrow(/^Invalid environment configuration: TABLE_NAME \(.*\), DYNAMODB_ENDPOINT \(.*\), TRUST_CDN_HEADERS \(true needs ORIGIN_VERIFY_SECRET\)$/);
  });

  it('passes a valid environment', () => {
    setEnv({ TABLE_NAME: 'leads-table', DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' });
    expect(() => checkConfig()).not.toThrow();
  });
});
