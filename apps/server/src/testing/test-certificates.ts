import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPki {
  dir: string;
  caFile: string;
  serverCertFile: string;
  serverKeyFile: string;
  ca: Buffer;
  /** PEM certificate and key for a station (subject CN = its chargeBoxId), signed by the CA. */
  clientFor(commonName: string): { cert: Buffer; key: Buffer };
}

function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
}

/** A new key `<name>.key` and its signing request for subject CN `commonName`. */
function requestCertificate(dir: string, name: string, commonName: string): void {
  openssl(dir, [
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/CN=${commonName}`,
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
  ]);
}

/** `<name>.pem`: the request `<name>.csr` signed by the CA for 2 days, with `extfile`'s extensions. */
function signWithCa(dir: string, name: string, extfile?: string): void {
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    ...(extfile ? ['-extfile', extfile] : []),
    '-out',
    `${name}.pem`,
  ]);
}

/** A throwaway CA, a server certificate for 127.0.0.1 and client certificates, made with openssl. */
export function createTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'chargedeck-pki-'));
  openssl(dir, [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Test CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  ]);
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  requestCertificate(dir, 'server', '127.0.0.1');
  signWithCa(dir, 'server', 'server.ext');
  return {
    dir,
    caFile: join(dir, 'ca.pem'),
    serverCertFile: join(dir, 'server.pem'),
    serverKeyFile: join(dir, 'server.key'),
    ca: readFileSync(join(dir, 'ca.pem')),
    clientFor(commonName: string) {
      const name = commonName.replace(/[^A-Za-z0-9-]/g, '_');
      requestCertificate(dir, name, commonName);
      signWithCa(dir, name);
      return {
        cert: readFileSync(join(dir, `${name}.pem`)),
        key: readFileSync(join(dir, `${name}.key`)),
      };
    },
  };
}
