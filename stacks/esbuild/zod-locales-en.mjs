// Stands in for zod's locales barrel in Lambda bundles: only English, the locale zod itself
// configures at load (classic/external.js imports en.js directly, not through this barrel).
export { default as en } from 'zod/v4/locales/en.js';
