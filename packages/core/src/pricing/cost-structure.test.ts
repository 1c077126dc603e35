import { describe, expect, it } from 'vitest';
import { costPerLeadMinimum, costsToStrings, effectiveCostPerLead, floorErrors, normalizeCosts, unknownFieldErrors, updateCostsSchema } from './cost-structure.js';
import { termWording } from './payment-terms.js';

describe('payment-term wording', () => {
  it.each([
    ['Weekly', { period: 'per week', inCharge: 'in that weekly charge', fromCharge: 'from the weekly charge' }],
    ['Monthly', { period: 'per month', inCharge: 'in that monthly charge', fromCharge: 'from the monthly charge' }],
    ['Prepaid uses monthly wording', { period: 'per month', inCharge: 'in that monthly charge', fromCharge: 'from the monthly charge' }],
    ['OneTime shows no wording', { period: null, inCharge: null, fromCharge: null }],
    ['unset defaults to Weekly', { period: 'per week', inCharge: 'in that weekly charge', fromCharge: 'from the weekly charge' }],
  ] as const)('%s', (term, expected) => {
    const t = term.startsWith('Prepaid') ? 'Prepaid' : term.startsWith('OneTime') ? 'OneTime' : term.startsWith('unset') ? undefined : term;
    expect(termWording(t as 'Weekly')).toEqual(expected);
  });
});

describe('cost structure: every module and term, missing entries zero', () => {
  it('missing Prepaid entries are created with all fees zero', () => {
    const c = normalizeCosts({ local: { Weekly: { LeadspeekCostperlead: 150 } } });
    expect(c.local.Weekly).toEqual({ LeadspeekPlatformFee: 0, LeadspeekCostperlead: 150, LeadspeekCostperleadAdvanced: 0, LeadspeekMinCostMonth: 0 });
    expect(c.local.Prepaid).toEqual({ LeadspeekPlatformFee: 0, LeadspeekCostperlead: 0, LeadspeekCostperleadAdvanced: 0, LeadspeekMinCostMonth: 0 });
    expect(c.b2b.Prepaid).toEqual({ B2bPlatformFee: 0, B2bCostperlead: 0, B2bMinCostMonth: 0 });
  });

  it('travels as the spec’s strings', () => {
    expect(costsToStrings(normalizeCosts({ enhance: { Monthly: { EnhanceCostperlead: 35 } } })).enhance.Monthly).toEqual({ EnhancePlatformFee: '0.00', EnhanceCostperlead: '0.35', EnhanceMinCostMonth: '0.00' });
  });

  it('parses strings to cents and refuses bad amounts', () => {
    const ok = updateCostsSchema.parse({ costagency: { local: { Weekly: { LeadspeekCostperlead: '1.5' } } } });
    // No payment term sent: the stored one stays (absent means unchanged).
    expect(ok).toEqual({ costagency: { local: { Weekly: { LeadspeekCostperlead: 150 } } } });
    expect(updateCostsSchema.safeParse({ costagency: { local: { Weekly: { LeadspeekCostperlead: '-1' } } } }).success).toBe(false);
    expect(updateCostsSchema.safeParse({ costagency: { local: { Daily: {} } } }).success).toBe(false);
  });

  it('only the module’s own field names are accepted', () => {
    expect(unknownFieldErrors({ enhance: { Weekly: { LeadspeekCostperlead: 1 } } })).toEqual({ 'costagency.enhance.Weekly.LeadspeekCostperlead': ['LeadspeekCostperlead is not a enhance cost field'] });
  });
});

describe('enhance and b2b cost per lead cannot go below the root’s cost for that term', () => {
  const root = normalizeCosts({ enhance: { Weekly: { EnhanceCostperlead: 50 }, Monthly: { EnhanceCostperlead: 40 } }, b2b: { Prepaid: { B2bCostperlead: 75 } } });

  it('at or above the root’s cost is fine', () => {
    const agency = normalizeCosts({ enhance: { Weekly: { EnhanceCostperlead: 50 }, Monthly: { EnhanceCostperlead: 99 } }, b2b: { Prepaid: { B2bCostperlead: 75 } } });
    expect(floorErrors(agency, root)).toEqual({});
  });

  it('below it names the field and the minimum', () => {
    const agency = normalizeCosts({ enhance: { Weekly: { EnhanceCostperlead: 49 }, Monthly: { EnhanceCostperlead: 40 } }, b2b: { Prepaid: { B2bCostperlead: 10 } } });
    expect(floorErrors(agency, root)).toEqual({
      'costagency.enhance.Weekly.EnhanceCostperlead': ['*Cost Per Lead Minimum $0.50'],
      'costagency.b2b.Prepaid.B2bCostperlead': ['*Cost Per Lead Minimum $0.75'],
    });
  });

  it('only the values being entered are judged: an unset cost is billed at the root’s', () => {
    const agency = normalizeCosts({ enhance: { Weekly: { EnhanceCostperlead: 60 } } });
    expect(floorErrors(agency, root, { enhance: { Weekly: { EnhanceCostperlead: 60 } } })).toEqual({});
    expect(floorErrors(agency, root, { b2b: { Prepaid: { B2bCostperlead: 0 } } })).toEqual({ 'costagency.b2b.Prepaid.B2bCostperlead': ['*Cost Per Lead Minimum $0.75'] });
    expect(effectiveCostPerLead(0, 75)).toBe(75);
    expect(effectiveCostPerLead(90, 75)).toBe(90);
  });

  it('local and locator have no such floor', () => {
    const agency = normalizeCosts({ local: { Weekly: { LeadspeekCostperlead: 0 } } });
    const r = normalizeCosts({ local: { Weekly: { LeadspeekCostperlead: 500 } } });
    expect(floorErrors(agency, r)).toEqual({});
  });

  it('formats the message', () => {
    expect(costPerLeadMinimum(1234)).toBe('*Cost Per Lead Minimum $12.34');
  });
});
