import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The recovery code in one mail, read from its body's sentence ("Your password recovery code is
 * 123456."). Only the body is read: the Subject ends with "code" and the Message-ID that follows
 * it is a UUID, which may start with six digits.
 */
export function recoveryCodeIn(mail: string): string | undefined {
  const unfolded = mail.replace(/=\r?\n/g, '');
  const headersEnd = unfolded.search(/\r?\n\r?\n/);
  const body = headersEnd < 0 ? '' : unfolded.slice(headersEnd);
  return /recovery code is (\d{6})\b/i.exec(body)?.[1];
}

/**
 * The newest recovery code mailed to `email`, read from DATA_DIR/outbox/*.eml (the embedded
 * mailer). Waits up to `timeoutMs` for the mail to be written.
 */
export async function recoveryCodeFor(
  dataDir: string,
  email: string,
  timeoutMs = 10_000,
): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()) {
      const mail = await readFile(join(outbox, file), 'utf8');
      if (!mail.toLowerCase().includes(email.toLowerCase())) continue;
      const code = recoveryCodeIn(mail);
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no recovery code for ${email} in ${outbox} within ${timeoutMs} ms`);
}
