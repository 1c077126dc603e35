/**
 * Whether a permission set allows a menu's action, apart from the role contract's schemas: every
 * permission check needs it, and a handler checking one should not build the role schemas.
 */

/** A missing permission set (an owner, a system user) allows everything (docs/product.md, Roles and permissions). */
export const permits = (perms: Record<string, string> | null | undefined, key: string) => !perms || perms[key] !== 'F';
