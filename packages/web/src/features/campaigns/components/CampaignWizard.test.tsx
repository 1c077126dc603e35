// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { campaignSchema, type CountRow } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, BAKERY_ID, DEMO } from '../../../test/users';
import type { ModuleScope } from '../use-module-scope';
import { CampaignWizard } from './CampaignWizard';

const SCOPE: ModuleScope = { module: 'locator', name: 'Search ID', url: 'searchid', companyId: ACME_ID, isClient: false, may: { create: true, update: true, delete: true } };
const SAVED = campaignSchema.parse({
  id: 'camp-1', leadspeek_api_id: 'ABCD2345', leadspeekType: 'locator', company_id: BAKERY_ID, company_name: "Bob's Bakery", agency_id: ACME_ID, campaignName: 'Sourdough searchers', status: 'running', stop_message: null,
  startdatecampaign: null, enddatecampaign: null, urlCode: null, urlCodeThankyou: null, embed_code: null, embed_code_thankyou: null, reportType: 'CSV', reportSentTo: [], adminNotifyTo: [], leadsAmountNotification: 0,
  phoneenabled: false, homeaddressenabled: false, requireemailaddress: true, reidentificationtype: 'never', locatorzip: [], locatorstate: [], locatorcity: [], locatorkeyword: ['sourdough'], locationtarget: 'state', nationaltargeting: true,
  listAdvanceInformationId: [], listB2BInformationId: [], companyGroupID: null, CostMaxLead: 0, LimitLead: 0, LimitLeadFreq: 'day', LimitLeadStart: null, LimitLeadEnd: null, minimumLimitLeads: 0, created_at: '2026-11-01T10:00:00.000Z',
});
const ROW: CountRow = { id: 'count-9', company_id: BAKERY_ID, type: 'locator', target_location: 'National Targeting', states: '', cities: '', zip_code: '', keyword: 'rye bread, bagels', count: 5000, count_without_geo: 1, status: 'success', api_version: 2, created_at: '2026-11-20T10:00:00.000Z' };

function platform() {
  return fakeApi({
    [`GET /bigdbm/services/getcountcampaignhistory/${BAKERY_ID}/locator`]: () => ({ data: [ROW], processing: false }),
    [`GET /bigdbm/services/configdata/${BAKERY_ID}`]: () => ({ api_version: 2, lookback_days: 7, target_locations: ['National Targeting', 'State', 'Zip Code'], modules: ['locator', 'enhance'], may_queue: true, min_lead_day_enhance: 10 }),
    'GET /company/group': () => ({ data: [] }),
    'GET /general/state': () => ({ states: [] }),
    'PUT /bigdbm/services/applycampaign/:id/:type': () => ({ result: 'success', message: 'Data has been updated successfully', data: { ...SAVED, locatorkeyword: ['sourdough', 'rye bread', 'bagels'] } }),
  });
}

async function toTargeting() {
  fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 3, name: 'Targeting' }, { timeout: 5000 });
}

describe('the module wizard’s "Use keywords" on an approximate count row', () => {
  it('on a saved campaign, adds the row’s keywords to it through PUT /bigdbm/services/applycampaign/{campaignId}/{type}', async () => {
    const api = platform();
    renderPage(<CampaignWizard scope={SCOPE} editing={SAVED} opened onClose={() => undefined} />, { user: DEMO.agency(), path: '/searchid/campaign-management' });
    await toTargeting();
    fireEvent.click(await screen.findByRole('button', { name: 'Use the keywords rye bread, bagels' }));
    await waitFor(() => expect(api.calls('PUT /bigdbm/services/applycampaign/camp-1/locator')).toHaveLength(1));
    expect(api.calls('PUT /bigdbm/services/applycampaign/camp-1/locator')[0]?.body).toEqual({ count_id: 'count-9' });
    expect(await screen.findByText('bagels')).toBeTruthy();
  });
});
