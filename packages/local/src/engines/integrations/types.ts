import type { IncomingHttpHeaders } from 'node:http';

/**
 * One provider's local fake (GoHighLevel, Google Sheets, SendGrid, Kartra, ClickFunnels, Mailbox
 * Power, and the webhook receiver). The fakes server (server.ts) mounts each under `/{name}/` on one
 * loopback port, records every call, applies the fault switches before a fake sees a call, and
 * lists what each received at the platform's `/_local/integrations` page. A fake checks credentials
 * the way its provider does and answers in the provider's real shapes, so the adapters that talk
 * to it are the ones that talk to the provider.
 */
export type FakeName = 'gohighlevel' | 'googlesheets' | 'sendgrid' | 'kartra' | 'clickfunnels' | 'mailboxpower' | 'webhook';

export interface FakeRequest {
  method: string;
  /** The path below the fake's prefix, starting with '/': `/contacts/upsert` for `/gohighlevel/contacts/upsert`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as is (set content-type in headers, e.g. an HTML consent page). */
  body?: unknown;
}

export interface FakeContext {
  /** The fake's own base URL, e.g. `http://127.0.0.1:41234/gohighlevel` (for redirects and links). */
  baseUrl: string;
  /** Adds a line to what the fake received (shown on /_local/integrations and read by tests). */
  record(entry: { summary: string; data?: unknown }): void;
}

export interface FakeProvider {
  name: FakeName;
  handle(req: FakeRequest, ctx: FakeContext): Promise<FakeResponse>;
  /** What the fake holds now (contacts, sheet rows, lists...), for the page and for tests. */
  snapshot(): unknown;
  /** Forgets everything it holds (tests start clean). */
  reset(): void;
}
