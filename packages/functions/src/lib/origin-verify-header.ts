/**
 * The header CloudFront adds on its API origins and the API checks (lib/origin-verify.ts). Its own
 * module with no imports, so stacks/web.ts can read it without loading the handlers' code.
 * API Gateway's payload v2 hands header names over lowercased.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
