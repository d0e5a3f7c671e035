import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard (docs/webhooks.md, "SSRF"): an endpoint must be https and every address its host resolves to must
 * be an ordinary public one. Loopback, private, link-local (169.254.0.0/16 holds the cloud metadata services),
 * unique-local, carrier-grade NAT, multicast, unspecified and the reserved ranges are refused. With
 * WEBHOOK_ALLOW_PRIVATE=1 (development and tests) loopback, private and unique-local addresses and plain http pass;
 * link-local and metadata addresses never do.
 */
export interface AddressPolicy {
  allowPrivate: boolean;
}

const PUBLIC_RANGES = new Set(['unicast']);
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal']);

export const GUARD_MESSAGES = {
  url: 'Enter a full https:// address of your endpoint.',
  https: 'The endpoint must use https://.',
  credentials: 'Leave user names and passwords out of the address; verify our signature instead.',
  unresolved: 'This host name could not be found.',
  notPublic: 'This address is not a public internet address, so we will not send to it.',
} as const;

export class AddressRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressRefused';
  }
}

/** Whether one IP address may receive webhooks under the policy. */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) into the IPv4 address it carries.
  const range = ipaddr.process(address).range();
  return PUBLIC_RANGES.has(range) || (policy.allowPrivate && PRIVATE_RANGES.has(range));
}

/** The parsed endpoint URL, or the reason it is refused (a sentence for the `url` field). */
export function checkEndpointUrl(raw: string, policy: AddressPolicy): { ok: true; url: URL } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, message: GUARD_MESSAGES.url };
  }
  const protocols = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(url.protocol)) return { ok: false, message: url.protocol === 'http:' ? GUARD_MESSAGES.https : GUARD_MESSAGES.url };
  if (url.username || url.password) return { ok: false, message: GUARD_MESSAGES.credentials };
  if (!url.hostname) return { ok: false, message: GUARD_MESSAGES.url };
  return { ok: true, url };
}

const bareHost = (hostname: string) => (hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname);

/**
 * Resolves the host and checks every address it gives (one bad address refuses the host: a resolver may answer
 * with any of them). The caller connects to the returned address, never resolving again, so a DNS answer that
 * changes between this check and the connection (rebinding) cannot reach an internal address.
 */
export async function resolveAllowedAddress(url: URL, policy: AddressPolicy): Promise<{ address: string; family: 4 | 6 }> {
  const host = bareHost(url.hostname);
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new AddressRefused(GUARD_MESSAGES.unresolved);
    }
  }
  if (addresses.length === 0) throw new AddressRefused(GUARD_MESSAGES.unresolved);
  if (addresses.some((entry) => !isAllowedAddress(entry.address, policy))) throw new AddressRefused(GUARD_MESSAGES.notPublic);
  // IPv4 first: a host with both kinds is reachable over IPv4 from far more servers than over IPv6.
  const chosen = addresses.find((entry) => entry.family === 4) ?? addresses[0]!;
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
