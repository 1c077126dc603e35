/**
 * Campaign statuses and the moves between them (docs/product.md, Campaign statuses). Pure: the
 * web app shows the same buttons the API allows.
 *
 * - running: leads flow and are charged.
 * - paused: a person paused it; anyone who may manage it resumes it.
 * - stopped: billing stopped it (manual bill turned off, a failed payment with "pause", an empty
 *   prepaid wallet); it restarts only when that reason is cleared (docs/product.md, Campaign statuses).
 * - archived: finished; kept and listed under the Archived filter, never started again.
 * - removed: hidden from every list and read, its leads kept for reports; final.
 */
export const CAMPAIGN_STATUSES = ['running', 'paused', 'stopped', 'archived', 'removed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Why billing stopped a campaign; what must change before it may run again. */
export const STOP_REASONS = ['manual_bill_off', 'payment_failed', 'wallet_empty', 'subscription_ended'] as const;
export type StopReason = (typeof STOP_REASONS)[number];

export const STOP_REASON_MESSAGES: Record<StopReason, string> = {
  manual_bill_off:
    'This campaign was stopped when manual billing was turned off. It can start again once the agency has re-established its payment account and the client has an active card.',
  payment_failed: 'This campaign was stopped because a payment failed. It can start again once the payment has been settled.',
  wallet_empty: 'This campaign was stopped because the prepaid wallet is empty. It can start again once the wallet has been topped up.',
  subscription_ended: "This campaign was stopped when the agency's subscription ended. It can start again once the agency has a package again.",
};

/** A paused prepaid campaign's resume while its wallet cannot pay for a lead (409). */
export const EMPTY_WALLET_RESUME = 'The prepaid wallet is empty. This campaign can start again once the wallet has been topped up.';

/** The people's moves (PUT /leadspeek/client/activepause, /archive, /remove). */
export const CAMPAIGN_ACTIONS = ['run', 'pause', 'archive', 'remove'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** Which permission of the role's LeadsPeek module each move needs (docs/product.md, Roles and permissions). */
export const ACTION_PERMISSION: Record<CampaignAction, 'update' | 'delete'> = { run: 'update', pause: 'update', archive: 'update', remove: 'delete' };

/**
 * The transition table. `to` is where the move lands; `refused` is the 409 answer when the move is
 * not allowed from that status. A stopped campaign's "run" is allowed by the table but then checked
 * against its stop reason (campaigns/restart-rule.ts).
 */
export const TRANSITIONS: Record<CampaignStatus, Record<CampaignAction, { to: CampaignStatus } | { refused: string }>> = {
  running: {
    run: { refused: 'This campaign is already running.' },
    pause: { to: 'paused' },
    archive: { to: 'archived' },
    remove: { to: 'removed' },
  },
  paused: {
    run: { to: 'running' },
    pause: { refused: 'This campaign is already paused.' },
    archive: { to: 'archived' },
    remove: { to: 'removed' },
  },
  stopped: {
    run: { to: 'running' },
    pause: { refused: 'This campaign was stopped by billing; it cannot be paused. Start it again once billing allows.' },
    archive: { to: 'archived' },
    remove: { to: 'removed' },
  },
  archived: {
    run: { refused: 'An archived campaign cannot be started again. Create a new campaign instead.' },
    pause: { refused: 'An archived campaign cannot be paused.' },
    archive: { refused: 'This campaign is already archived.' },
    remove: { to: 'removed' },
  },
  removed: {
    run: { refused: 'This campaign has been removed.' },
    pause: { refused: 'This campaign has been removed.' },
    archive: { refused: 'This campaign has been removed.' },
    remove: { refused: 'This campaign has been removed.' },
  },
};

/** Where a move lands, or the refusal's message. */
export function nextStatus(from: CampaignStatus, action: CampaignAction): { ok: true; to: CampaignStatus } | { ok: false; message: string } {
  const t = TRANSITIONS[from][action];
  return 'to' in t ? { ok: true, to: t.to } : { ok: false, message: t.refused };
}

/** The moves a row offers (the table's buttons): those the table allows from this status. */
export const allowedActions = (from: CampaignStatus): CampaignAction[] => CAMPAIGN_ACTIONS.filter((a) => 'to' in TRANSITIONS[from][a]);

/** Billing's stop: running and paused campaigns stop; archived and removed ones stay as they are. */
export const stoppable = (s: CampaignStatus): boolean => s === 'running' || s === 'paused';

/** Statuses the campaign table lists (removed ones are hidden everywhere). */
export const LISTED_STATUSES = ['running', 'paused', 'stopped', 'archived'] as const satisfies readonly CampaignStatus[];

export const STATUS_LABELS: Record<CampaignStatus, string> = { running: 'Running', paused: 'Paused', stopped: 'Stopped', archived: 'Archived', removed: 'Removed' };
