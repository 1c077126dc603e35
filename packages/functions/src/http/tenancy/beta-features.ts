import { betaFeaturesSchema } from '@platform/core/access/beta-features';
import { setBetaFeatures } from '@platform/core/tenancy/beta-features';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: betaFeaturesSchema }, ({ actor, body, ip }) => setBetaFeatures(actor, body, { ip }));
