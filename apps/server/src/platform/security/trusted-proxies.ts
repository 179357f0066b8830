import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** Whether a peer (the address at the other end of a socket) is one of our proxies. */
export type TrustedProxy = (address: string) => boolean;

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Why an entry of TRUST_PROXY is neither an address nor a network (address/prefix). */
export function proxyEntryProblem(entry: string): string | undefined {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return `"${entry}" is not an IP address or network`;
  if (prefix === undefined) return undefined;
  const bits = Number(prefix);
  const max = version === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || bits > max) return `"${entry}" has a prefix outside 0–${max}`;
  return undefined;
}

/**
 * The one test of "is this peer a trusted proxy", for HTTP (client address, scheme) and OCPP
 * (client address, TLS and client-certificate headers). IPv4 peers seen as IPv4-mapped IPv6
 * addresses match their IPv4 entries.
 */
export function trustedProxyOf(entries: readonly string[]): TrustedProxy {
  if (entries.length === 0) return () => false;
  const proxies = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = familyOf(address);
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => isIP(address) !== 0 && proxies.check(address, familyOf(address));
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : value;

/**
 * The client's address: X-Forwarded-For read right to left, each hop believed only while the
 * address that reported it is a trusted proxy (the first untrusted hop is the client). A client
 * talking to us directly cannot change its address with the header.
 */
export function clientAddressOf(
  peer: string,
  request: IncomingMessage,
  trusted: TrustedProxy,
): string {
  const forwarded = headerText(request.headers['x-forwarded-for']);
  if (!forwarded || !trusted(peer)) return peer;
  const hops = forwarded.split(',');
  let address = peer;
  for (let i = hops.length - 1; i >= 0 && trusted(address); i--) {
    const hop = hops[i]?.trim() ?? '';
    if (isIP(hop) === 0) break;
    address = hop;
  }
  return address;
}

/** A header's value as the nearest proxy set it, when the peer is a trusted proxy. */
export function proxyHeader(
  request: IncomingMessage,
  name: string,
  trusted: TrustedProxy,
): string | undefined {
  if (!trusted(request.socket.remoteAddress ?? '')) return undefined;
  const value = request.headers[name];
  const last = Array.isArray(value) ? value.at(-1) : value;
  return last?.trim() || undefined;
}
