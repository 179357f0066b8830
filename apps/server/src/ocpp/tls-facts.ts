import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import { proxyHeader, type TrustedProxy } from '../platform/security/trusted-proxies';

export interface TlsFacts {
  /** The connection is encrypted: served by us, or by a trusted proxy (X-Forwarded-Proto). */
  tls: boolean;
  /** Common name of a client certificate that verified against our CA (or the proxy's). */
  verifiedClientName: string | undefined;
}

function commonNameOf(distinguishedName: string): string | undefined {
  const match = /(?:^|[,/]\s*)CN=([^,/]+)/.exec(distinguishedName);
  return match?.[1]?.trim();
}

/**
 * What a connection proves about its transport. Behind a proxy listed in TRUST_PROXY the proxy
 * terminates TLS and reports it in X-Forwarded-Proto, and a client certificate it verified in
 * X-SSL-Client-Verify: SUCCESS with the subject in X-SSL-Client-S-DN (nginx's convention).
 * From any other peer these headers are the client's own words and count for nothing.
 */
export function tlsFactsOf(request: IncomingMessage, trusted: TrustedProxy): TlsFacts {
  const socket = request.socket;
  if (socket instanceof TLSSocket) {
    const certificate = socket.authorized ? socket.getPeerCertificate() : undefined;
    const subject = certificate?.subject as { CN?: string | string[] } | undefined;
    const cn = Array.isArray(subject?.CN) ? subject.CN[0] : subject?.CN;
    return { tls: true, verifiedClientName: cn };
  }
  const header = (name: string) => proxyHeader(request, name, trusted);
  const proto = header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  const verified = header('x-ssl-client-verify') === 'SUCCESS';
  const subject = header('x-ssl-client-s-dn');
  return {
    tls: proto === 'https' || proto === 'wss',
    verifiedClientName: verified && subject ? commonNameOf(subject) : undefined,
  };
}
