import { describe, expect, it } from 'vitest';
import { normalizeCosts } from '../pricing/cost-structure.js';
import { liveDuring, wholesaleFees } from './fees.js';

describe('A campaign owes the platform fee for a period it was live in', () => {
  const week = ['2026-11-16', '2026-11-22'] as const;
  it('running, paused or stopped now, once first started on or before the period’s last day', () => {
    for (const status of ['running', 'paused', 'stopped'] as const) expect(liveDuring({ status, firstStartedAt: '2026-11-22T23:00:00Z', updatedAt: '2026-11-01T00:00:00Z' }, ...week)).toBe(true);
    expect(liveDuring({ status: 'running', firstStartedAt: '2026-11-23T00:00:00Z', updatedAt: '2026-11-23T00:00:00Z' }, ...week)).toBe(false);
    expect(liveDuring({ status: 'running', updatedAt: '2026-11-23T00:00:00Z' }, ...week)).toBe(false);
  });
  it('archived or removed: only if that happened on or after the period’s first day', () => {
    expect(liveDuring({ status: 'archived', firstStartedAt: '2026-10-01T00:00:00Z', updatedAt: '2026-11-16T09:00:00Z' }, ...week)).toBe(true);
    expect(liveDuring({ status: 'removed', firstStartedAt: '2026-10-01T00:00:00Z', updatedAt: '2026-11-15T23:00:00Z' }, ...week)).toBe(false);
  });
});

describe('The agency’s wholesale fees of a module and term', () => {
  it('set-up is <Module>PlatformFee, per period is <Module>MinCostMonth', () => {
    const costs = normalizeCosts({ locator: { Monthly: { LocatorPlatformFee: 1500, LocatorMinCostMonth: 900, LocatorCostperlead: 80 } } });
    expect(wholesaleFees(costs, 'locator', 'Monthly')).toEqual({ setupCents: 1500, periodCents: 900 });
    expect(wholesaleFees(costs, 'locator', 'Weekly')).toEqual({ setupCents: 0, periodCents: 0 });
    expect(wholesaleFees(costs, 'local', 'Monthly')).toEqual({ setupCents: 0, periodCents: 0 });
  });
});
