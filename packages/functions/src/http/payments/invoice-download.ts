import { downloadInvoice } from '@platform/core/payments/invoices';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam, invoiceId: idParam }) }, ({ actor, path }) => downloadInvoice(actor, path.companyId, path.invoiceId));
