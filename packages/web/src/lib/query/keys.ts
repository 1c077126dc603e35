/**
 * Query keys under SESSION_SCOPE hold one user's data and are dropped when the session ends;
 * everything else (the domain's brand) outlives sign-in and sign-out.
 */
export const SESSION_SCOPE = 'session';
