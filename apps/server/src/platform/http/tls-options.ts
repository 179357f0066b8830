import { readFileSync } from 'node:fs';
import type { ServerOptions } from 'node:https';
import type { Config } from '../config';

/**
 * HTTPS options when this process serves TLS itself (TLS_CERT, TLS_KEY). With TLS_CA the server
 * also asks for a client certificate, optional at the TLS layer: OCPP security profile 3
 * stations must present one that verifies against the CA; everyone else may present none.
 */
export function httpsOptionsOf(tls: Config['tls']): ServerOptions | undefined {
  if (!tls) return undefined;
  return {
    cert: readFileSync(tls.certFile),
    key: readFileSync(tls.keyFile),
    ...(tls.caFile
      ? { ca: readFileSync(tls.caFile), requestCert: true, rejectUnauthorized: false }
      : {}),
  };
}
