import { describe, expect, it } from 'vitest';
import { createCampaignSchema, enhanceLimitError } from './campaign.contract.js';

describe('an Enhance ID campaign is set up for at least 10 leads a day', () => {
  it.each([
    ['enhance', 9, 'day', false],
    ['enhance', 10, 'day', true],
    ['enhance', 69, 'week', false],
    ['enhance', 70, 'week', true],
    ['enhance', 299, 'month', false],
    ['enhance', 300, 'month', true],
    ['enhance', 0, 'day', true],
    ['enhance', undefined, undefined, true],
    ['locator', 1, 'day', true],
    ['b2b', 1, 'day', true],
  ] as const)('%s, a limit of %s a %s: allowed %s', (leadspeekType, LimitLead, LimitLeadFreq, allowed) => {
    expect(enhanceLimitError({ leadspeekType, LimitLead, LimitLeadFreq }) === null).toBe(allowed);
  });

  it('the create schema puts the message on LimitLead, in the period the limit is set for', () => {
    const parsed = createCampaignSchema.safeParse({ company_id: 'c', leadspeekType: 'enhance', campaignName: 'E', nationaltargeting: true, LimitLead: 50, LimitLeadFreq: 'week' });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path[0] === 'LimitLead');
    expect(issue?.message).toBe('An Enhance ID campaign is set up for at least 10 leads a day: set the lead limit to 70 or more a week, or 0 for no limit.');
  });
});
