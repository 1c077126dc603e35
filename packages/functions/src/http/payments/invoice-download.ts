import { downloadInvoice } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyID: idParam, invoiceID: idParam }) }, ({ actor, path }) => downloadInvoice(actor, path.companyID, path.invoiceID));
