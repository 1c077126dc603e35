import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { centsToString } from '../pricing/money.js';
import { notFound, badRequest } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import type { Invoice, InvoiceList } from './invoice.contract.js';
import type { InvoiceItem } from './invoice.entity.js';
import { invoiceHtml } from './invoice-html.js';
import { invoiceEntity } from './invoice.entity.js';

export function toInvoice(i: InvoiceItem): Invoice {
  return {
    id: i.invoiceId,
    number: i.number,
    company_id: i.companyId,
    company_name: i.companyName,
    kind: i.kind,
    description: i.description,
    lines: (i.lines ?? []).map((l) => ({ description: l.description, quantity: l.quantity, unit_amount: centsToString(l.unitCents), amount: centsToString(l.amountCents), amount_cents: l.amountCents })),
    subtotal: centsToString(i.subtotalCents),
    discount: centsToString(i.discountCents ?? 0),
    coupon_code: i.couponCode ?? null,
    amount: centsToString(i.amountCents),
    amount_cents: i.amountCents,
    currency: 'usd',
    status: i.status,
    failure_message: i.status === 'failed' ? (i.failureMessage ?? null) : null,
    card: i.cardLast4 ? { brand: i.cardBrand ?? 'card', last4: i.cardLast4 } : null,
    created_at: i.createdAt,
    paid_at: i.paidAt ?? null,
  };
}

/** The company whose invoices the actor may read: the access chokepoint; others' ids answer 404. */
async function readableCompany(actor: Actor, companyId: string): Promise<Company> {
  const company = await getCompany(actor.rootId, companyId);
  if (!company) throw notFound('Company not found.');
  const parent = company.kind === 'client' ? await getCompany(actor.rootId, company.parentId) : undefined;
  if (!mayAccessCompany(actor, company, parent)) throw notFound('Company not found.');
  return company;
}

const encodeCursor = (c: string | null | undefined) => (c ? Buffer.from(c, 'utf8').toString('base64url') : null);
function decodeCursor(c: string | undefined): string | undefined {
  if (!c) return undefined;
  try {
    return Buffer.from(c, 'base64url').toString('utf8');
  } catch {
    throw badRequest('The cursor is not valid.');
  }
}

/** GET /billing/invoices/{companyId}: newest first, a page at a time. */
export async function listInvoices(actor: Actor, companyId: string, query: { cursor?: string | undefined; per_page: number }): Promise<InvoiceList> {
  const company = await readableCompany(actor, companyId);
  const cursor = decodeCursor(query.cursor);
  const res = await invoiceEntity.query.byCompany({ rootId: company.rootId, companyId: company.companyId })
    .go({ order: 'desc', limit: query.per_page, ...(cursor ? { cursor } : {}) })
    .catch((e: unknown) => {
      if (cursor) throw badRequest('The cursor is not valid.');
      throw e;
    });
  return { data: res.data.map(toInvoice), next_cursor: encodeCursor(res.cursor) };
}

/** GET /billing/invoices/{companyId}/{invoiceId}/download: one invoice as a printable HTML page. */
export async function downloadInvoice(actor: Actor, companyId: string, invoiceId: string) {
  const company = await readableCompany(actor, companyId);
  const inv = (await invoiceEntity.get({ rootId: company.rootId, invoiceId }).go()).data;
  if (!inv || inv.companyId !== company.companyId) throw notFound('Invoice not found.');
  const root = await getCompany(company.rootId, company.rootId);
  return { file: { filename: `${inv.number}.html`, contentType: 'text/html; charset=utf-8', body: invoiceHtml(toInvoice(inv), { issuer: root?.legalName ?? root?.name ?? 'Platform', billTo: company }) } };
}
