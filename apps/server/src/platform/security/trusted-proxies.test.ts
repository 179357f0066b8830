import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { clientAddressOf, proxyHeader, trustedProxyOf } from './trusted-proxies';

const requestWith = (headers: Record<string, string>, peer = '127.0.0.1') =>
  ({ headers, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;

describe('trusted proxies', () => {
  const trusted = trustedProxyOf(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

  it('trusts the listed addresses and networks only, IPv4-mapped peers included', () => {
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::ffff:127.0.0.1')).toBe(true);
    expect(trusted('10.20.30.40')).toBe(true);
    expect(trusted('fd12::1')).toBe(true);
    expect(trusted('127.0.0.2')).toBe(false);
    expect(trusted('192.0.2.7')).toBe(false);
    expect(trusted('not an address')).toBe(false);
    expect(trustedProxyOf([])('127.0.0.1')).toBe(false);
  });

  it('reads X-Forwarded-For right to left up to the first hop that is not a proxy', () => {
    const forwarded = { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.2' };
    expect(clientAddressOf('127.0.0.1', requestWith(forwarded), trusted)).toBe('203.0.113.9');
    // A client talking to us directly: its header is ignored.
    expect(clientAddressOf('192.0.2.7', requestWith(forwarded), trusted)).toBe('192.0.2.7');
    const garbage = { 'x-forwarded-for': '1.1.1.1, nonsense' };
    expect(clientAddressOf('127.0.0.1', requestWith(garbage), trusted)).toBe('127.0.0.1');
    const allProxies = { 'x-forwarded-for': '10.0.0.5, 10.0.0.2' };
    expect(clientAddressOf('127.0.0.1', requestWith(allProxies), trusted)).toBe('10.0.0.5');
  });

  it('takes a forwarded header only from a trusted peer', () => {
    const headers = { 'x-forwarded-proto': 'https' };
    expect(proxyHeader(requestWith(headers), 'x-forwarded-proto', trusted)).toBe('https');
    const direct = requestWith(headers, '192.0.2.7');
    expect(proxyHeader(direct, 'x-forwarded-proto', trusted)).toBeUndefined();
  });

  it('reads TRUST_PROXY as a list and refuses true or a bad entry, naming the variable', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY=true .*list/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(
      /^TRUST_PROXY: "proxy.local" is not an IP address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/^TRUST_PROXY: .*prefix/);
  });
});
