import { betaFeaturesSchema, setBetaFeatures } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: betaFeaturesSchema }, ({ actor, body, ip }) => setBetaFeatures(actor, body, { ip }));
