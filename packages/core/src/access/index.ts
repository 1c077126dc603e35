/** Guards, redirects and visibility rules: pure, isomorphic, shared by the web app and the API. */
export * from './guard-context.js';
export * from './modules.js';
export * from './paths.js';
export * from './entry-flow.js';
export * from './route-access.js';
export * from './menus.js';
