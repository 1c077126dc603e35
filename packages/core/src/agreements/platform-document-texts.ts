/**
 * The platform's own documents (docs/decisions.md, "Public and document pages"): public pages anyone can read, shown under
 * the visitor's brand. The root edits them; until it does, these built-in texts are shown. Their
 * names are the pages' paths, so the page, the API and the editor speak of one document by one name.
 * The help text is the one document without a page: the help dialog (the sidebar's Support link,
 * the Help button of the agency and client lists) shows it. Placeholders: {platform_name} (the brand of the domain the visitor is on) and {date} (the day the
 * text was last changed).
 */
export const PLATFORM_DOCUMENT_NAMES = ['privacy-policy', 'term-of-use', 'service-billing-agreement', 'marketing-services-agreement-developer', 'help-and-support'] as const;
/** The documents with a public page of their own (the help text shows in the help dialog instead). */
export const PLATFORM_DOCUMENT_PAGES = ['privacy-policy', 'term-of-use', 'service-billing-agreement', 'marketing-services-agreement-developer'] as const;
export type PlatformDocumentName = (typeof PLATFORM_DOCUMENT_NAMES)[number];

export const PLATFORM_DOCUMENT_TITLES: Record<PlatformDocumentName, string> = {
  'privacy-policy': 'Privacy Policy',
  'term-of-use': 'Terms of Use',
  'service-billing-agreement': 'Service Billing Agreement',
  'marketing-services-agreement-developer': 'Marketing Services Agreement for Developer API',
  'help-and-support': 'Help and Support',
};

/** The placeholders a platform document may use, in braces. */
export const PLATFORM_DOCUMENT_PLACEHOLDERS = ['platform_name', 'date'] as const;

export const DEFAULT_PLATFORM_DOCUMENTS: Record<PlatformDocumentName, string> = {
  'privacy-policy': `<h1>Privacy Policy</h1>
<p>Last updated {date}.</p>
<p>This policy explains what personal data {platform_name} collects when you use the platform, why, and the choices you have.</p>
<h2>What we collect</h2>
<ul>
<li>Account data: your name, e-mail address, phone number, company and the settings you choose.</li>
<li>Billing data: the payment method you save is held by our payment processor; we keep only its brand, last four digits and expiry.</li>
<li>Campaign data: the campaigns, audiences, exclusion lists and leads you create or receive.</li>
<li>Usage data: sign-ins, the address they came from and the actions recorded in your account's logs.</li>
</ul>
<h2>How we use it</h2>
<p>To provide the service, bill for it, keep accounts secure, answer support requests and meet legal obligations. We do not sell your personal data.</p>
<h2>Who we share it with</h2>
<p>The agency that manages your account, our processors (hosting, e-mail delivery, payments) and the integrations you connect, only as needed to provide the service.</p>
<h2>Your choices</h2>
<p>You may update your profile at any time, ask for a copy of your data, or ask for it to be deleted where the law allows. Contact your account administrator or {platform_name} support.</p>`,
  'term-of-use': `<h1>Terms of Use</h1>
<p>Last updated {date}.</p>
<p>By creating an account or using {platform_name} you agree to these terms.</p>
<h2>Your account</h2>
<p>Keep your password and second factor private; you are responsible for what is done with your account. Tell us at once if you think it has been misused.</p>
<h2>Acceptable use</h2>
<ul>
<li>Use the platform only for lawful marketing of your own business or your clients' businesses.</li>
<li>Honour opt-outs and exclusion lists, and the laws on marketing communications and personal data that apply to you.</li>
<li>Do not attempt to access other customers' data, probe or overload the service, or resell access without an agreement.</li>
</ul>
<h2>Fees</h2>
<p>Fees are those shown in your billing and in your service agreement. Unpaid fees may lead to campaigns being paused.</p>
<h2>Changes and ending</h2>
<p>We may change these terms with notice. You may stop using the platform at any time; we may suspend accounts that break these terms.</p>
<h2>Liability</h2>
<p>The platform is provided as is. To the extent the law allows, liability is limited to the fees paid in the three months before the claim.</p>`,
  'service-billing-agreement': `<h1>Service Billing Agreement</h1>
<p>Last updated {date}.</p>
<p>This agreement sets out how {platform_name} bills for its services.</p>
<h2>What is billed</h2>
<ul>
<li>Platform fees, by the payment term chosen (weekly, monthly or prepaid).</li>
<li>The cost per lead agreed for each module, for every lead delivered.</li>
<li>Any minimum monthly spend and one-time set-up fees agreed in writing.</li>
</ul>
<h2>How it is paid</h2>
<p>Charges are made to the card on file or drawn from the data wallet. A failed payment pauses new charges until the card is updated; campaigns may be paused meanwhile.</p>
<h2>Invoices and refunds</h2>
<p>Every charge has an invoice in the account's billing history. Data wallet top-ups expire 12 months after purchase if unused, are non-refundable and have no cash value.</p>`,
  'marketing-services-agreement-developer': `<h1>Marketing Services Agreement for Developer API</h1>
<p>This agreement governs your use of the platform's developer API: the client id and secret key issued to your company, the public API they give access to, and the lead data, campaign data and lists you read or send through it.</p>
<ol>
<li><strong>Credentials.</strong> Your secret key is shown once, when it is generated. Keep it confidential, store it only on servers you control, and generate a new key at once if it may have been exposed; generating a new key stops the previous secret immediately. You are responsible for every call made with your credentials.</li>
<li><strong>Permitted use.</strong> Use the API only for your own campaigns and those of the clients you serve on the platform, within the scopes chosen for the key and the rate limits stated in each answer. Do not attempt to read data of other companies, probe the service, or resell access to the API.</li>
<li><strong>Lead data and privacy.</strong> Leads you receive remain subject to the platform's service terms and to the laws that apply to marketing communications and personal data, including honouring opt-outs and exclusion lists. Delete lead data you no longer have a lawful reason to keep.</li>
<li><strong>Fees.</strong> The developer API is enabled by your agency or platform operator; a developer fee may apply as shown in your billing.</li>
<li><strong>Changes and suspension.</strong> The API and this agreement may change with notice. Access may be suspended for misuse, for unpaid fees, or to protect the service and other customers.</li>
<li><strong>Warranty.</strong> The API is provided as is, without warranty of uninterrupted availability; liability is limited as in the platform's service terms.</li>
</ol>
<p>By ticking the box and pressing Agree, you accept this agreement for your company, as the person who will use its API key.</p>`,
  'help-and-support': `<h2>Help and Support</h2>
<p>{platform_name} is here to help you set up your platform, your clients and their campaigns.</p>
<ul>
<li><strong>Clients:</strong> add a client from Client Management, then set its prices and invite its owner.</li>
<li><strong>Campaigns:</strong> each module's Campaign Management lists your clients' campaigns; start, pause and archive them there.</li>
<li><strong>Billing:</strong> your invoices, card and payment account are under your profile menu and General Settings.</li>
</ul>
<p>Still stuck? Write to your platform's support team and tell us your company name and what you were trying to do.</p>`,
};
