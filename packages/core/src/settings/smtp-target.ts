import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import { getConfig } from '../platform/config.js';
import { validationError } from '../shared/errors.js';

/**
 * Where an agency's custom SMTP may point. The test e-mail makes the platform open a connection to
 * whatever host and port the agency typed, so without these rules it is a port scanner of our own
 * network: only SMTP's ports, and (on AWS) only public addresses. The address is resolved once and
 * that address is the one connected to, so a DNS answer cannot change between check and use.
 */
export const SMTP_PORTS = [25, 465, 587, 2525] as const;

const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, including the cloud metadata endpoint
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

/** True for an address on the public internet; private, loopback, link-local and reserved are not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return isPublicAddress(mapped);
    return !NOT_PUBLIC.check(address, 'ipv6');
  }
  return !NOT_PUBLIC.check(address, 'ipv4');
}

const PORT_MESSAGE = `Use an SMTP port: ${SMTP_PORTS.join(', ')}.`;
const HOST_MESSAGE = 'Use the public host name of your SMTP server.';

/**
 * The embedded runtime (CUSTOM_SMTP_PRIVATE_TARGETS=allow) runs on a developer's machine, where
 * SMTP sinks listen on loopback on free ports: there any host and port are accepted. On AWS only
 * SMTP's ports of public hosts.
 */
const localRuntime = () => getConfig().CUSTOM_SMTP_PRIVATE_TARGETS === 'allow';

/** The rule a saved port must follow (checked when settings are saved, and again before sending). */
export function assertSmtpPort(port: number): void {
  if (localRuntime() || (SMTP_PORTS as readonly number[]).includes(port)) return;
  throw validationError(PORT_MESSAGE, { 'smtp.port': [PORT_MESSAGE] });
}

/** Resolves the host and answers the one address to connect to, refusing non-public ones on AWS. */
export async function smtpTarget(host: string, port: number): Promise<{ address: string; servername: string }> {
  assertSmtpPort(port);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw validationError('The SMTP host name could not be found.', { 'smtp.host': ['The SMTP host name could not be found.'] });
  }
  // Every address the name has must be public: otherwise a name with one public and one private
  // address could still be made to reach inside.
  if (!localRuntime() && (addresses.length === 0 || !addresses.every(isPublicAddress))) {
    throw validationError(HOST_MESSAGE, { 'smtp.host': [HOST_MESSAGE] });
  }
  return { address: addresses[0] as string, servername: host };
}
