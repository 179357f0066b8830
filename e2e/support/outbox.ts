import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

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
      const code = /code[^0-9]{0,40}(\d{6})/i.exec(mail.replace(/=\r?\n/g, ''))?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no recovery code for ${email} in ${outbox} within ${timeoutMs} ms`);
}
