import { dashboardPathSchema, moduleDashboard } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: dashboardPathSchema }, ({ actor, path }) => moduleDashboard(actor, path));
