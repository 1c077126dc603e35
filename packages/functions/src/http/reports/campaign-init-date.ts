import { campaignInitDate, campaignInitDatePathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: campaignInitDatePathSchema }, ({ actor, path }) => campaignInitDate(actor, path));
