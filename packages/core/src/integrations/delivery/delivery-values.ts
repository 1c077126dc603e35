/**
 * Deliveries' stored values, apart from the contract's schemas: the delivery entity needs them,
 * and a handler loading the entity should not build the contract's schemas.
 */

export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
