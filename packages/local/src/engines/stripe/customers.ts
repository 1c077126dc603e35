import { z } from 'zod';
import { update, type ApiRoute, type Ctx } from './engine.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { expand, mergeMetadata, nowSeconds, parseParams, zExpand, zMetadata } from './params.js';
import { newId, type StripeObject } from './store.js';

const customerFields = z.object({
  email: z.string().optional(),
  name: z.string().optional(),
  phone: z.string().optional(),
  description: z.string().optional(),
  metadata: zMetadata.optional(),
  payment_method: z.string().optional(),
  invoice_settings: z.object({ default_payment_method: z.string().optional() }).optional(),
  expand: zExpand,
});

export function requireCustomer(ctx: Ctx, id: string, param = 'customer'): StripeObject {
  const customer = ctx.engine.store.find(id, 'customer');
  if (!customer || customer.deleted) throw resourceMissing('customer', id, param);
  return customer;
}

function checkDefaultPaymentMethod(ctx: Ctx, customerId: string, pmId: string | undefined): string | null | undefined {
  if (pmId === undefined) return undefined;
  if (pmId === '') return null;
  const pm = ctx.engine.store.find(pmId, 'payment_method');
  if (!pm || pm.customer !== customerId) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
      { code: 'resource_missing', param: 'invoice_settings[default_payment_method]' },
    );
  }
  return pmId;
}

export const customerRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    handle(ctx) {
      const p = parseParams(customerFields, ctx.params);
      const customer = ctx.engine.store.put<StripeObject>({
        id: newId('cus'),
        object: 'customer',
        address: null,
        balance: 0,
        created: nowSeconds(ctx.engine.now()),
        currency: null,
        default_source: null,
        delinquent: false,
        description: p.description ?? null,
        discount: null,
        email: p.email ?? null,
        invoice_prefix: newId('x').slice(2, 10).toUpperCase(),
        invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
        livemode: false,
        metadata: p.metadata ?? {},
        name: p.name ?? null,
        next_invoice_sequence: 1,
        phone: p.phone ?? null,
        preferred_locales: [],
        shipping: null,
        tax_exempt: 'none',
        test_clock: null,
      });
      ctx.emit('customer.created', customer);
      return expand(ctx.engine.store, customer, p.expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/{id}',
    handle(ctx) {
      const p = parseParams(z.object({ expand: zExpand }), ctx.params);
      const customer = ctx.engine.store.find(ctx.path.id!, 'customer');
      if (!customer) throw resourceMissing('customer', ctx.path.id!);
      if (customer.deleted) return { id: customer.id, object: 'customer', deleted: true };
      return expand(ctx.engine.store, customer, p.expand);
    },
  },
  {
    method: 'POST',
    path: '/v1/customers/{id}',
    handle(ctx) {
      const p = parseParams(customerFields, ctx.params);
      const customer = requireCustomer(ctx, ctx.path.id!, 'id');
      const defaultPm = checkDefaultPaymentMethod(ctx, customer.id, p.invoice_settings?.default_payment_method);
      const next: Record<string, unknown> = {
        ...(p.email !== undefined ? { email: p.email || null } : {}),
        ...(p.name !== undefined ? { name: p.name || null } : {}),
        ...(p.phone !== undefined ? { phone: p.phone || null } : {}),
        ...(p.description !== undefined ? { description: p.description || null } : {}),
        ...(p.metadata ? { metadata: mergeMetadata(customer.metadata, p.metadata) } : {}),
        ...(defaultPm !== undefined
          ? { invoice_settings: { ...(customer.invoice_settings as object), default_payment_method: defaultPm } }
          : {}),
      };
      update(ctx, customer, next);
      return expand(ctx.engine.store, customer, p.expand);
    },
  },
  {
    method: 'DELETE',
    path: '/v1/customers/{id}',
    handle(ctx) {
      const customer = requireCustomer(ctx, ctx.path.id!, 'id');
      customer.deleted = true;
      ctx.emit('customer.deleted', customer);
      return { id: customer.id, object: 'customer', deleted: true };
    },
  },
];
