import { z } from 'zod';
import { tf } from '../shared/error.contract.js';

export const FEATURE_IDS = ['b2b_module', 'data_wallet'] as const;

export const featureStatusSchema = z.object({ feature_id: z.enum(FEATURE_IDS), status: tf });

export const recordFeatureAgreementSchema = z.object({
  feature_id: z.enum(FEATURE_IDS),
  feature_name: z.string().trim().min(1).max(120),
  is_marketing_services_agreement_feature: z.literal('T'),
  location_menu: z.string().trim().max(200).optional(),
});

export const AGREEMENT_RECORD_FAILED = 'Something went wrong, please try again later';
