import { List, Stack, Text, Title } from '@mantine/core';

/**
 * The Marketing Services Agreement for the Developer API: shown on its public page and, above the
 * checkbox, in the API KEY dialog, so what a user agrees to is the text they can read later.
 */
export function DeveloperAgreementText({ headingOrder = 2 }: { headingOrder?: 1 | 2 | 3 | 4 }) {
  return (
    <Stack gap="sm">
      <Title order={headingOrder}>Marketing Services Agreement for Developer API</Title>
      <Text size="sm">
        This agreement governs your use of the platform&apos;s developer API: the client id and secret key issued to your company, the public API they give access
        to, and the lead data, campaign data and lists you read or send through it.
      </Text>
      <List size="sm" spacing="xs" type="ordered">
        <List.Item>
          <strong>Credentials.</strong> Your secret key is shown once, when it is generated. Keep it confidential, store it only on servers you control, and generate a
          new key at once if it may have been exposed; generating a new key stops the previous secret immediately. You are responsible for every call made with your
          credentials.
        </List.Item>
        <List.Item>
          <strong>Permitted use.</strong> Use the API only for your own campaigns and those of the clients you serve on the platform, within the scopes chosen for the
          key and the rate limits stated in each answer. Do not attempt to read data of other companies, probe the service, or resell access to the API.
        </List.Item>
        <List.Item>
          <strong>Lead data and privacy.</strong> Leads you receive remain subject to the platform&apos;s service terms and to the laws that apply to marketing
          communications and personal data, including honouring opt-outs and exclusion lists. Delete lead data you no longer have a lawful reason to keep.
        </List.Item>
        <List.Item>
          <strong>Fees.</strong> The developer API is enabled by your agency or platform operator; a developer fee may apply as shown in your billing.
        </List.Item>
        <List.Item>
          <strong>Changes and suspension.</strong> The API and this agreement may change with notice. Access may be suspended for misuse, for unpaid fees, or to
          protect the service and other customers.
        </List.Item>
        <List.Item>
          <strong>Warranty.</strong> The API is provided as is, without warranty of uninterrupted availability; liability is limited as in the platform&apos;s service
          terms.
        </List.Item>
      </List>
      <Text size="sm">By ticking the box and pressing Agree, you accept this agreement for your company, as the person who will use its API key.</Text>
    </Stack>
  );
}
