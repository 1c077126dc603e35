/**
 * What became of a lead (docs/product.md, Leads): delivered (charged and sent), suppressed (on an exclusion
 * list: stored, never charged or delivered), over-limit (past a limit or outside the campaign's dates:
 * stored, not charged or delivered), test (a "Send test lead", never charged), pending (waiting, e.g. for a
 * prepaid wallet to be topped up).
 */
export const LEAD_STATUSES = ['delivered', 'suppressed', 'over-limit', 'test', 'pending'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  delivered: 'Delivered',
  suppressed: 'Suppressed',
  'over-limit': 'Over limit',
  test: 'Test',
  pending: 'Pending',
};
