import { describe, expect, it } from 'vitest';
import { normalizeCosts, costsToStrings } from '@platform/core/contracts';
import { changedCosts, costFieldErrors, type CostTexts } from './cost-changes';
import { costLabel, costRole, formatAmountText, moduleFields, offeredModules } from './cost-fields';
import { clientCostForm, clientCostLabels, clientCostRequest, clientCostResolver } from './client-cost-form';

const zero = (): CostTexts => costsToStrings(normalizeCosts(undefined));

describe('Set Cost for Agency: fields in the term’s wording', () => {
  it('shows a module’s fields as set-up fee, platform fee, then cost(s) per lead', () => {
    expect(moduleFields('local')).toEqual(['LeadspeekPlatformFee', 'LeadspeekMinCostMonth', 'LeadspeekCostperlead', 'LeadspeekCostperleadAdvanced']);
    expect(moduleFields('b2b')).toEqual(['B2bPlatformFee', 'B2bMinCostMonth', 'B2bCostperlead']);
    expect(costRole('EnhanceMinCostMonth')).toBe('platformFee');
  });

  it.each([
    ['Weekly', 'Platform fee per week', 'Cost per lead from the weekly charge'],
    ['Monthly', 'Platform fee per month', 'Cost per lead from the monthly charge'],
    ['Prepaid', 'Platform fee per month', 'Cost per lead from the monthly charge'],
    ['OneTime', 'Platform fee', 'Cost per lead'],
  ] as const)('%s reads “%s” and “%s”', (term, platform, perLead) => {
    expect(costLabel('platformFee', term)).toBe(platform);
    expect(costLabel('costPerLead', term)).toBe(perLead);
    expect(costLabel('setupFee', term)).toBe('One time set-up fee');
  });

  it('the client’s leads included follow the term too', () => {
    expect(clientCostLabels('Weekly').CostMaxLead).toBe('Leads included in that weekly charge');
    expect(clientCostLabels('OneTime').CostMaxLead).toBe('Leads included');
  });

  it('amounts get their two decimals on blur; what does not parse is left for the message', () => {
    expect(formatAmountText('12.5')).toBe('12.50');
    expect(formatAmountText('')).toBe('0.00');
    expect(formatAmountText('1.234')).toBe('1.234');
  });

  it('enhance and b2b show only when the platform has them, under the tenant’s names', () => {
    const user = { leadlocalname: 'Site ID', leadlocatorname: 'Search ID', leadenhancename: 'Enhance ID', leadenhanceurl: 'enhanceid', leadb2bname: 'B2B ID', leadb2burl: null };
    expect(offeredModules(user).map((m) => m.name)).toEqual(['Site ID', 'Search ID', 'Enhance ID']);
  });
});

describe('only what the user changed is sent', () => {
  it('picks the dirty fields of every module and term, and nothing else', () => {
    const values = zero();
    values.local.Weekly.LeadspeekCostperlead = '1.50';
    values.enhance.Monthly.EnhanceCostperlead = '2.00';
    const dirty = { local: { Weekly: { LeadspeekCostperlead: true, LeadspeekPlatformFee: false } }, enhance: { Monthly: { EnhanceCostperlead: true } } };
    expect(changedCosts(values, dirty)).toEqual({ local: { Weekly: { LeadspeekCostperlead: '1.50' } }, enhance: { Monthly: { EnhanceCostperlead: '2.00' } } });
    expect(changedCosts(values, undefined)).toEqual({});
  });
});

describe('the API’s floor message resets the cost per lead to the root’s', () => {
  const root = zero();
  root.b2b.Monthly.B2bCostperlead = '1.25';

  it('a floor error points at its field with the root’s cost to reset to', () => {
    expect(costFieldErrors({ 'costagency.b2b.Monthly.B2bCostperlead': ['*Cost Per Lead Minimum $1.25'] }, root)).toEqual([
      { path: 'costagency.b2b.Monthly.B2bCostperlead', module: 'b2b', term: 'Monthly', field: 'B2bCostperlead', message: '*Cost Per Lead Minimum $1.25', resetTo: '1.25' },
    ]);
  });

  it('any other field message is placed without a reset; other keys are not cost fields', () => {
    const [e] = costFieldErrors({ 'costagency.local.Weekly.LeadspeekCostperlead': ['Enter an amount with digits and one decimal point, at most two decimals'], dpay: ['Invalid'] }, root);
    expect(e?.resetTo).toBeUndefined();
    expect(costFieldErrors({ dpay: ['Invalid'], 'costagency.local.Daily.X': ['x'] }, root)).toEqual([]);
  });
});

describe('a client’s price form', () => {
  it('starts from the API’s defaults for a module not priced yet', () => {
    expect(clientCostForm('c1', 'locator', undefined)).toMatchObject({ companyID: 'c1', module: 'locator', PaymentTerm: 'Weekly', CostSet: '0.00', LimitLead: '0', LimitLeadFreq: 'day', LimitLeadStart: '', topupoptions: 'continual' });
  });

  it('sends no empty dates', () => {
    const request = clientCostRequest(clientCostForm('c1', 'local', undefined));
    expect(request).not.toHaveProperty('LimitLeadStart');
    expect(clientCostRequest({ ...clientCostForm('c1', 'local', undefined), LimitLeadStart: '2026-01-02' }).LimitLeadStart).toBe('2026-01-02');
  });

  it('is checked with core’s schema: a minimum above the lead limit is refused on its field', async () => {
    const form = { ...clientCostForm('c1', 'local', undefined), LimitLead: '5', minimumLimitLeads: '6' };
    const result = await clientCostResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.minimumLimitLeads?.message).toBe('The minimum cannot be above the lead limit.');
    const ok = await clientCostResolver(clientCostForm('c1', 'local', undefined), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
  });
});
