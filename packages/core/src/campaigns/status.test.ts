import { describe, expect, it } from 'vitest';
import { allowedActions, CAMPAIGN_STATUSES, nextStatus, stoppable, TRANSITIONS } from './status.js';
import { priceField, reidentificationDays } from './modules.js';

describe('the campaign status table', () => {
  it.each([
    ['running', 'pause', 'paused'],
    ['running', 'archive', 'archived'],
    ['running', 'remove', 'removed'],
    ['paused', 'run', 'running'],
    ['paused', 'archive', 'archived'],
    ['stopped', 'run', 'running'],
    ['stopped', 'remove', 'removed'],
    ['archived', 'remove', 'removed'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextStatus(from, action)).toEqual({ ok: true, to });
  });

  it.each([
    ['running', 'run', 'This campaign is already running.'],
    ['paused', 'pause', 'This campaign is already paused.'],
    ['stopped', 'pause', 'This campaign was stopped by billing; it cannot be paused. Start it again once billing allows.'],
    ['archived', 'run', 'An archived campaign cannot be started again. Create a new campaign instead.'],
    ['archived', 'archive', 'This campaign is already archived.'],
    ['removed', 'remove', 'This campaign has been removed.'],
  ] as const)('%s refuses %s: "%s"', (from, action, message) => {
    expect(nextStatus(from, action)).toEqual({ ok: false, message });
  });

  it('removed is final; every status has an answer for every move', () => {
    expect(allowedActions('removed')).toEqual([]);
    for (const s of CAMPAIGN_STATUSES) expect(Object.keys(TRANSITIONS[s]).sort()).toEqual(['archive', 'pause', 'remove', 'run']);
  });

  it('the row offers what the table allows', () => {
    expect(allowedActions('running')).toEqual(['pause', 'archive', 'remove']);
    expect(allowedActions('paused')).toEqual(['run', 'archive', 'remove']);
    expect(allowedActions('archived')).toEqual(['remove']);
  });

  it('billing stops running and paused campaigns only', () => {
    expect(CAMPAIGN_STATUSES.filter(stoppable)).toEqual(['running', 'paused']);
  });
});

describe('what a campaign is charged at and re-identification', () => {
  it('b2b at CostSetB2b, Site ID with advanced data at CostSetAdvanced, else CostSet', () => {
    expect(priceField({ leadspeekType: 'b2b' })).toBe('CostSetB2b');
    expect(priceField({ leadspeekType: 'local', listAdvanceInformationId: ['income'] })).toBe('CostSetAdvanced');
    expect(priceField({ leadspeekType: 'local', listAdvanceInformationId: [] })).toBe('CostSet');
    expect(priceField({ leadspeekType: 'locator', listAdvanceInformationId: ['income'] })).toBe('CostSet');
  });
  it('never means never again; the others in days', () => {
    expect(reidentificationDays('never')).toBeNull();
    expect(reidentificationDays('1 week')).toBe(7);
    expect(reidentificationDays('1 year')).toBe(365);
  });
});
