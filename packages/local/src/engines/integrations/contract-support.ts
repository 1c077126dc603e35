import type { OutboundLead } from '@platform/core';

/** The lead the providers' contract tests deliver: every field a provider may keep, filled. */
export function sampleLead(): OutboundLead {
  return {
    leadId: 'lead-1',
    campaignId: 'campaign-1',
    campaignRef: '123456',
    campaignName: 'Spring open house',
    module: 'site-id',
    test: false,
    receivedAt: '2026-11-26T10:00:00.000Z',
    email: 'jane.doe@example.com',
    first_name: 'Jane',
    last_name: 'Doe',
    phone: '+15125550100',
    address: '100 Congress Ave',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    company_name: 'Doe Bakery',
    job_title: 'Owner',
    keyword: 'sourdough classes',
    url: 'https://bakery.example.com/classes',
    referrer: 'https://search.example.com/',
  };
}
