import { describe, expect, it } from 'vitest';
import { truncateDescription } from '@platform/core/contracts';
import { activeFilterCount, addDays, campaignLabel, logsQuery, NO_FILTERS, pageSpan, peopleSearch, personFitsType, shortcutRange, todayIn, userTypeLabel, type LogPerson } from './log-filters';

describe('the logs’ date shortcuts count back from today in the company’s time zone', () => {
  it.each([
    [7, '2026-03-03'],
    [30, '2026-02-08'],
    [90, '2025-12-10'],
  ])('%i days before 10 March 2026', (days, start) => {
    expect(shortcutRange(days, '2026-03-10')).toEqual({ start, end: '2026-03-10' });
  });

  it('today is the company’s day, not the browser’s', () => {
    // 03:30 UTC on 7 September is still 6 September in Chicago.
    const now = new Date('2023-09-07T03:30:00Z');
    expect(todayIn('America/Chicago', now)).toBe('2023-09-06');
    expect(todayIn('Asia/Dubai', now)).toBe('2023-09-07');
  });

  it('whole days across a daylight-saving change and a year end', () => {
    expect(addDays('2026-03-09', -1)).toBe('2026-03-08');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('descriptions are cut at 30 characters', () => {
  it('a long one ends in an ellipsis after 30 characters; a short one stays whole', () => {
    expect(truncateDescription('Set costs of Acme Agency (Weekly)')).toBe('Set costs of Acme Agency (Week…');
    expect(truncateDescription('Sign in')).toBe('Sign in');
  });
});

describe('filters, paging and the CSV', () => {
  const adam: LogPerson = { id: 'u-adam', name: 'Adam Admin', type_user: 'admin' };

  it('sends only the filters that are on, the same for the list and the download', () => {
    expect(logsQuery(NO_FILTERS)).toEqual({});
    expect(logsQuery({ ...NO_FILTERS, action: 'cost_updated', userType: 'root', start: '2026-01-01' }, 2)).toEqual({ page: '2', per_page: '10', action: 'cost_updated', userType: 'root', start: '2026-01-01' });
    expect(activeFilterCount({ ...NO_FILTERS, action: 'login', end: '2026-01-01' })).toBe(2);
  });

  it('sends the chosen person’s id and the chosen campaign’s id, and nothing (all) once cleared', () => {
    const chosen = { ...NO_FILTERS, user: adam, campaignID: 'cmp-1' };
    expect(logsQuery(chosen)).toEqual({ userID: 'u-adam', campaignID: 'cmp-1' });
    expect(activeFilterCount(chosen)).toBe(2);
    expect(logsQuery({ ...chosen, user: null, campaignID: null })).toEqual({});
  });

  it('names user types as the filter does', () => {
    expect(['root', 'admin', 'client', 'other'].map(userTypeLabel)).toEqual(['Enterprise', 'Admin', 'Client', 'other']);
  });

  it('shows “Showing x to y of z entries” numbers for a page', () => {
    expect(pageSpan({ current_page: 3, per_page: 10, total: 25 }, 5)).toEqual({ from: 21, to: 25, total: 25 });
    expect(pageSpan({ current_page: 1, per_page: 10, total: 0 }, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('the user filter follows the user type and the typing', () => {
  const adam: LogPerson = { id: 'u-adam', name: 'Adam Admin', type_user: 'admin' };

  it('keeps the chosen person under Select All and their own type, and drops them under another', () => {
    expect(personFitsType(adam, 'all')).toBe(true);
    expect(personFitsType(adam, 'admin')).toBe(true);
    expect(personFitsType(adam, 'client')).toBe(false);
    expect(personFitsType(adam, 'root')).toBe(false);
  });

  it('searches from 3 characters, trimmed', () => {
    expect(peopleSearch('', null)).toBeNull();
    expect(peopleSearch('ad', null)).toBeNull();
    expect(peopleSearch(' ad ', null)).toBeNull();
    expect(peopleSearch(' ada', null)).toBe('ada');
  });

  it('does not search for the chosen person’s own name, so the list offers everyone again', () => {
    expect(peopleSearch('Adam Admin', adam)).toBeNull();
    expect(peopleSearch('Adam', adam)).toBe('Adam');
  });
});

describe('the campaign filter’s choices', () => {
  it('read “campaign name — company (leadspeek_api_id)”, without the company when it has none', () => {
    expect(campaignLabel({ campaign_name: 'Spring', company_name: "Bob's Bakery", leadspeek_api_id: 'LP123' })).toBe("Spring — Bob's Bakery (LP123)");
    expect(campaignLabel({ campaign_name: 'Spring', company_name: null, leadspeek_api_id: 'LP123' })).toBe('Spring (LP123)');
  });
});
