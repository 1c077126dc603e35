import { register, registerSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: registerSchema }, ({ body, ip }) => register(body, { ip }));
