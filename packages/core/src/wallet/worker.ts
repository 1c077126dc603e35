import { z } from 'zod';
import { systemClock, type Clock } from '../platform/clock.js';
import { runAutoTopup, sweepWallets } from './auto-topup.js';
import { expireAllWallets } from './expiry.js';

/** What the 'wallet-topup' queue carries: one wallet's top-up, or a schedule's run over all wallets. */
export const walletMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('topup'), rootId: z.string().min(1).max(64), companyId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('sweep') }),
  z.object({ kind: z.literal('expire') }),
]);
export type WalletMessage = z.infer<typeof walletMessageSchema>;

/** One message of the wallet worker; every branch is safe to run twice. */
export async function handleWalletMessage(body: unknown, clock: Clock = systemClock): Promise<string> {
  const msg = walletMessageSchema.parse(body);
  if (msg.kind === 'topup') return runAutoTopup(msg.rootId, msg.companyId, clock);
  if (msg.kind === 'sweep') return `swept ${await sweepWallets()}`;
  return `expired ${await expireAllWallets(clock)}`;
}
