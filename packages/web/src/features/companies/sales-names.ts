import type { CompanyRow } from '@platform/core/contracts';

const SALES_ROLES = [
  ['salesrepid', 'Sales Rep'],
  ['accountexecutiveid', 'Account Executive'],
  ['accountrefid', 'Referral'],
] as const;

export interface SalesAssignment {
  role: string;
  /** The person's name, when the viewer can know it (the sales list, or themselves). */
  name: string | null;
}

/**
 * The Sales column of a row: each assigned role with its person's name. The list answers ids; the
 * names come from the sales list (root operators), and a sales user knows their own.
 */
export function salesAssignments(
  row: Pick<CompanyRow, 'salesrepid' | 'accountexecutiveid' | 'accountrefid'>,
  people: readonly { id: string; name: string }[],
  me: { id: string; name: string },
): SalesAssignment[] {
  const names = new Map(people.map((p) => [p.id, p.name]));
  names.set(me.id, me.name);
  return SALES_ROLES.flatMap(([key, role]) => {
    const id = row[key];
    return id ? [{ role, name: names.get(id) ?? null }] : [];
  });
}
