import type { IntegrationType } from '@platform/core/contracts';
import { IconBrandGoogle, IconFilter, IconMailbox, IconMailFast, IconRocket, IconStack2, IconWebhook, type Icon } from '@tabler/icons-react';
import type { OptionKind } from './api/integrations';

/** A campaign setting chosen from the provider's own options (the options route), and the settings key it is saved under. */
export interface OptionField {
  kind: Exclude<OptionKind, 'subaccounts' | 'customFields'>;
  key: string;
  label: string;
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
  /** Whether the provider has custom fields the lead's extra fields can fill. */
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
    options: [{ kind: 'tags', key: 'tags', label: 'Tags' }],
    customFields: true,
    credentials: [],
  },
  googlesheets: { blurb: 'Each lead is added as a row of your spreadsheet.', icon: IconBrandGoogle, color: 'green', options: [], customFields: false, credentials: [] },
  webhook: { blurb: 'Each lead is sent, signed, to a URL of yours. Add as many endpoints as you need.', icon: IconWebhook, color: 'grape', options: [], customFields: false, credentials: [] },
  sendgrid: {
    blurb: 'Each lead is added to your SendGrid marketing lists.',
    icon: IconMailFast,
    color: 'cyan',
    options: [{ kind: 'lists', key: 'listIds', label: 'Lists' }],
    customFields: true,
    credentials: [apiKey],
  },
  kartra: {
    blurb: 'Each lead is created in Kartra, on your lists and with your tags.',
    icon: IconRocket,
    color: 'orange',
    options: [
      { kind: 'lists', key: 'lists', label: 'Lists' },
      { kind: 'tags', key: 'tags', label: 'Tags' },
    ],
    customFields: false,
    credentials: [
      { key: 'appId', label: 'App ID', secret: false },
      { key: 'apiKey', label: 'API key', secret: true },
      { key: 'apiPassword', label: 'API password', secret: true },
    ],
  },
  clickfunnels: {
    blurb: 'Each lead becomes a contact in your ClickFunnels workspace, with your tags.',
    icon: IconFilter,
    color: 'indigo',
    options: [{ kind: 'tags', key: 'tagIds', label: 'Tags' }],
    customFields: true,
    credentials: [
      { key: 'subdomain', label: 'Account subdomain', secret: false },
      { key: 'workspaceId', label: 'Workspace ID', secret: false },
      { key: 'apiKey', label: 'API key', secret: true },
    ],
  },
  mailboxpower: {
    blurb: 'Each lead is added to your Mailbox Power groups.',
    icon: IconMailbox,
    color: 'red',
    options: [{ kind: 'groups', key: 'groupIds', label: 'Groups' }],
    customFields: false,
    credentials: [apiKey],
  },
};

/** The "new" connection page of a type: one path inside the /integrations/{id} route and its guard. */
export const newIntegrationPath = (type: IntegrationType) => `/integrations/new?type=${type}`;
export const NEW_ID = 'new';
