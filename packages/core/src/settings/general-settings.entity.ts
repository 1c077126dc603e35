import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * A company's settings that are not part of its identity: custom SMTP, and for the root its
 * minimum spend and agency-onboarding defaults. Money in cents. The SMTP password never leaves.
 */
export const companySettingsEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'companySettings', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      smtpEnabled: { type: 'boolean', default: false },
      smtpHost: { type: 'string' },
      smtpPort: { type: 'number' },
      smtpUser: { type: 'string' },
      smtpPassword: { type: 'string' },
      smtpFromEmail: { type: 'string' },
      smtpFromName: { type: 'string' },
      minSpendStatus: { type: 'boolean', default: false },
      minSpendFirstMonthCents: { type: 'number', default: 0 },
      minSpendSecondMonthCents: { type: 'number', default: 0 },
      minSpendMonthlyCents: { type: 'number', default: 0 },
      onboardingStatus: { type: 'boolean', default: false },
      onboardingPriceCents: { type: 'number', default: 0 },
      onboardingEnableCoupon: { type: 'boolean', default: false },
      updatedAt: { type: 'string' },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
