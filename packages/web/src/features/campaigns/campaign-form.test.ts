import { describe, expect, it } from 'vitest';
import { campaignBody, campaignResolver, countRequestOf, editBodies, emptyForm, stepFields } from './campaign-form';

const filled = () => ({ ...emptyForm('client-1'), campaignName: 'Bread lovers', locatorkeyword: ['rye'], locatorstate: ['TX'] });

describe('the campaign wizard form', () => {
  it('leaves blank limits and dates out, so the client’s limits apply', () => {
    const body = campaignBody(filled(), 'local');
    expect(body).toMatchObject({ company_id: 'client-1', leadspeekType: 'local', campaignName: 'Bread lovers', LimitLead: undefined, startdatecampaign: undefined, leadsAmountNotification: '0' });
  });

  it('turns the zip area into one zip per entry', () => {
    expect(campaignBody({ ...filled(), locatorzip: '78701\n78702\n\n' }, 'locator').locatorzip).toEqual(['78701', '78702']);
  });

  it("core's schema judges each field: a missing name, a Search ID without keywords, a bad e-mail in a list", async () => {
    const resolve = campaignResolver('locator');
    const res = await resolve({ ...filled(), campaignName: '', locatorkeyword: [], reportSentTo: ['nope'] }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.keys(res.errors).sort()).toEqual(['campaignName', 'locatorkeyword', 'reportSentTo']);
    const ok = await resolve(filled(), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
  });

  it('an edit sends the general fields to /update and the module’s own to /local/update or /locator/update', () => {
    const site = editBodies({ ...filled(), LimitLead: '10' }, 'local');
    expect(Object.keys(site.general)).toEqual(expect.arrayContaining(['campaignName', 'reportType', 'LimitLead']));
    expect(site.general).not.toHaveProperty('phoneenabled');
    expect(Object.keys(site.specific).sort()).toEqual(['homeaddressenabled', 'listAdvanceInformationId', 'phoneenabled', 'reidentificationtype', 'requireemailaddress']);
    expect(editBodies(filled(), 'locator').specific).toMatchObject({ locatorkeyword: ['rye'], locatorstate: ['TX'] });
  });

  it('Site ID asks for data options where the other modules ask for targeting', () => {
    expect(stepFields('local').map((s) => s.key)).toEqual(['campaign', 'data', 'delivery', 'limits']);
    expect(stepFields('b2b').map((s) => s.key)).toEqual(['campaign', 'targeting', 'delivery', 'limits']);
  });
});

describe('the approximate count of the targeting being set up', () => {
  it('asks for the states and cities comma-separated, with the keywords', () => {
    expect(countRequestOf({ ...filled(), locatorkeyword: ['rye', 'sourdough'], locatorstate: ['TX', 'CA'], locatorcity: ['Austin'] }, 'locator')).toEqual({
      company_id: 'client-1', type: 'locator', target_location: 'State', states: 'TX, CA', cities: 'Austin', zip_code: '', keyword: 'rye, sourdough',
    });
  });
  it('asks for the zip codes one a line, or the whole nation', () => {
    expect(countRequestOf({ ...filled(), locationtarget: 'zip', locatorzip: '78701\n\n78702' }, 'enhance')).toMatchObject({ type: 'enhance', target_location: 'Zip Code', zip_code: '78701\n78702', states: '' });
    expect(countRequestOf({ ...filled(), nationaltargeting: true }, 'locator')).toMatchObject({ target_location: 'National Targeting', states: '', zip_code: '' });
  });
});
