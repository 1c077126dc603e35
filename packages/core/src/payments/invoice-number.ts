import { counterEntity } from './invoice.entity.js';

/**
 * The next invoice number of a platform: INV-000001, INV-000002, ... One atomic counter per
 * platform. Numbers are unique and increasing; a number drawn by a request that then lost the race
 * to create the same invoice is not reused (a gap, never a duplicate).
 */
export async function nextInvoiceNumber(rootId: string): Promise<string> {
  const res = await counterEntity.update({ rootId, name: 'invoice' }).add({ value: 1 }).go({ response: 'all_new' });
  return `INV-${String(res.data.value ?? 1).padStart(6, '0')}`;
}
