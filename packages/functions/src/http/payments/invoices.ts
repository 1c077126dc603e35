import { invoiceListQuerySchema } from '@platform/core/payments/invoice.contract';
import { listInvoices } from '@platform/core/payments/invoices';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }), query: invoiceListQuerySchema }, ({ actor, path, query }) => listInvoices(actor, path.companyId, query));
