import type { IntegrationType } from '@platform/core/contracts';
import { IconBrandGoogle, IconFilter, IconMailbox, IconMailFast, IconRocket, IconStack2, IconWebhook, type Icon } from '@tabler/icons-react';
import type { OptionKind } from './api/integrations';

/** A campaign setting chosen from the provider's own options (the options route), and the settings key it is saved under. */
export interface OptionField {
  kind: Exclude<OptionKind, 'subaccounts' | 'customFields'>;
  /** The key in the campaign's settings, as the provider's adapter names it. */
  key: string;
  label: string;
  /** Several may be chosen (saved as a list), or one (saved as a value, none left out). */
  multiple: boolean;
  /** The adapter wants numbers (ClickFunnels' tag ids); the options route answers them as text. */
  numeric?: true;
}

/** An API-key provider's credential, as its adapter's credentialsSchema names it. */
export interface CredentialField {
  key: string;
  label: string;
  secret: boolean;
}

export interface CatalogEntry {
  /** One line on the card: what a lead becomes there. */
  blurb: string;
  icon: Icon;
  /** A mark in the provider's colour; never a hot-linked logo (the app works offline). */
  color: string;
  /** What each campaign picks from the provider (lists, tags, groups). */
  options: readonly OptionField[];
  /** Whether the provider lists custom fields the lead's extra fields can fill (saved as `customFields`). */
  customFields: boolean;
  credentials: readonly CredentialField[];
}

const apiKey: CredentialField = { key: 'apiKey', label: 'API key', secret: true };

/** What the pages need to know of each provider beyond core's labels and auth kinds. */
export const CATALOG: Record<IntegrationType, CatalogEntry> = {
  gohighlevel: {
    blurb: 'Each lead becomes a contact in your sub-account, with your tags.',
    icon: IconStack2,
    color: 'blue',
    options: [{ kind: 'tags', key: 'tags', label: 'Tags', multiple: true }],
    customFields: true,
    credentials: [],
  },
  googlesheets: { blurb: 'Each lead is added as a row of your spreadsheet.', icon: IconBrandGoogle, color: 'green', options: [], customFields: false, credentials: [] },
  webhook: { blurb: 'Each lead is sent, signed, to a URL of yours. Add as many endpoints as you need.', icon: IconWebhook, color: 'grape', options: [], customFields: false, credentials: [] },
  sendgrid: {
    blurb: 'Each lead is added to your SendGrid marketing lists.',
    icon: IconMailFast,
    color: 'cyan',
    options: [{ kind: 'lists', key: 'listIds', label: 'Lists', multiple: true }],
    customFields: true,
    credentials: [apiKey],
  },
  kartra: {
    blurb: 'Each lead is created in Kartra, on your lists and with your tags.',
    icon: IconRocket,
    color: 'orange',
    options: [
      { kind: 'lists', key: 'listNames', label: 'Lists', multiple: true },
      { kind: 'tags', key: 'tagNames', label: 'Tags', multiple: true },
    ],
    customFields: false,
    credentials: [
      { key: 'apiKey', label: 'API key', secret: true },
      { key: 'apiPassword', label: 'API password', secret: true },
    ],
  },
  clickfunnels: {
    blurb: 'Each lead becomes a contact in your ClickFunnels workspace, with your tags.',
    icon: IconFilter,
    color: 'indigo',
    options: [{ kind: 'tags', key: 'tagIds', label: 'Tags', multiple: true, numeric: true }],
    customFields: false,
    credentials: [
      { key: 'subdomain', label: 'Account subdomain (the part before .myclickfunnels.com)', secret: false },
      { key: 'workspaceId', label: 'Workspace ID', secret: false },
      { key: 'apiToken', label: 'API access token', secret: true },
    ],
  },
  mailboxpower: {
    blurb: 'Each lead is added to your Mailbox Power contacts, in the group you choose.',
    icon: IconMailbox,
    color: 'red',
    options: [{ kind: 'groups', key: 'groupId', label: 'Group', multiple: false }],
    customFields: false,
    credentials: [apiKey],
  },
};

/** The "new" connection page of a type: one path inside the /integrations/{id} route and its guard. */
export const newIntegrationPath = (type: IntegrationType) => `/integrations/new?type=${type}`;
export const NEW_ID = 'new';
