import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The configured secret, or one generated on first start and kept under DATA_DIR. */
export function persistentSecret(
  dataDir: string,
  fileName: string,
  configured: string | undefined,
): string {
  if (configured) return configured;
  const path = join(dataDir, fileName);
  try {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: no secret yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
