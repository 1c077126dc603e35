/**
 * Clicks through the local GoHighLevel fake's consent as a person would: its redirect to our
 * callback (kept, so a test can replay it), then our callback's redirect to the integration page.
 */
export async function consentThroughGoHighLevel(authUrl: string, locationId = 'locDemoSubAccount001'): Promise<{ callback: string; landing: string; id: string | undefined }> {
  const consent = await fetch(`${authUrl}&location_id=${locationId}`, { redirect: 'manual' });
  const callback = consent.headers.get('location') ?? '';
  const landing = (await fetch(callback, { redirect: 'manual' })).headers.get('location') ?? '';
  return { callback, landing, id: /integrations\/([0-9a-f-]{36})\?connected=1$/.exec(landing)?.[1] };
}

/** The local GoHighLevel fake's agency (company) account, picked at consent for a Company token. */
export const FAKE_GHL_AGENCY = 'cmpLocalAgency000001';

/**
 * The agency menu link's consent, clicked through as the agency's owner would: `authUrl` from
 * `.../gohighlevel/menu/authurl`, `pick` the chooser's choice (the agency itself by default).
 * Answers where our callback sends the browser.
 */
export async function consentForGoHighLevelMenu(authUrl: string, pick = `company_id=${FAKE_GHL_AGENCY}`): Promise<string> {
  const callback = (await fetch(`${authUrl}&${pick}`, { redirect: 'manual' })).headers.get('location') ?? '';
  return (await fetch(callback, { redirect: 'manual' })).headers.get('location') ?? '';
}
