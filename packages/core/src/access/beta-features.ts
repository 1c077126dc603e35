import { z } from 'zod';
import type { BetaFeature } from '../identity/user-data.contract.js';
import { tf } from '../shared/error.contract.js';

/**
 * The platform's beta features (the spec's b2b_module and data_wallet) and which agencies are in
 * each beta (docs/decisions.md, "Beta features"). Isomorphic: the root's dialog, the menus (through
 * the setup check) and the API read the same objects.
 */
export const BETA_SLUGS = ['b2b_module', 'data_wallet'] as const;
export type BetaSlug = (typeof BETA_SLUGS)[number];

/** B2B ID: open to every agency today, so an agency's own switch changes nothing while it is. */
export const B2B_MODULE_FEATURE: BetaFeature = { id: 'b2b_module', slug: 'b2b_module', name: 'B2B ID', is_beta: true, apply_to_all_agency: true };
/** The data wallet: only for agencies in its beta, and their clients. */
export const DATA_WALLET_FEATURE: BetaFeature = { id: 'data_wallet', slug: 'data_wallet', name: 'Data Wallet', is_beta: true, apply_to_all_agency: false };

export const BETA_FEATURES: Record<BetaSlug, BetaFeature> = { b2b_module: B2B_MODULE_FEATURE, data_wallet: DATA_WALLET_FEATURE };

/** Is the agency in this feature's beta (the root switched it on for it)? */
export const agencyInBeta = (agency: { betaFeatures?: readonly string[] | undefined } | undefined, slug: BetaSlug): boolean => Boolean(agency?.betaFeatures?.includes(slug));

/** PUT /api/configuration/agency/beta-features: the state of each switch after the click (never a toggle). */
export const betaFeaturesSchema = z.object({ company_id: z.string().min(1).max(64), b2b_module: tf, data_wallet: tf });
export type BetaFeaturesInput = z.infer<typeof betaFeaturesSchema>;
export const betaFeaturesAnswerSchema = z.object({ result: z.literal('success'), message: z.string(), beta_features: z.array(z.enum(BETA_SLUGS)) });
export const BETA_SAVED = 'The beta features have been saved.';
