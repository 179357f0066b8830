import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const POLL_MS = 200;

/**
 * The recovery code in one mail, read from its body's sentence ("Your password recovery code is
 * 123456."). Only the body is read: the Subject ends with "code" and the Message-ID that follows
 * it is a UUID, which may start with six digits.
 */
export function recoveryCodeIn(mail: string): string | undefined {
  const unfolded = unfold(mail);
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
  const code = await waitForMail(
    dataDir,
    (mail) => (mail.toLowerCase().includes(email.toLowerCase()) ? recoveryCodeIn(mail) : undefined),
    timeoutMs,
  );
  if (code) return code;
  throw new Error(`no recovery code for ${email} in ${dataDir}/outbox within ${timeoutMs} ms`);
}

/** The mail carrying `text` (quoted-printable unfolded), waited for up to `timeoutMs`. */
export async function mailContaining(
  dataDir: string,
  text: string,
  timeoutMs = 10_000,
): Promise<string> {
  const mail = await waitForMail(
    dataDir,
    (eml) => (eml.includes(text) ? eml : undefined),
    timeoutMs,
  );
  if (mail) return mail;
  throw new Error(`no mail with "${text}" in the outbox within ${timeoutMs} ms`);
}

/** The pushes the sandbox provider delivered, read from DATA_DIR/push-outbox/*.json. */
export async function pushesSent<T>(dataDir: string): Promise<T[]> {
  const files = await filesIn(join(dataDir, 'push-outbox'), '.json');
  return files.map((text) => JSON.parse(text) as T);
}

/** Joins quoted-printable soft line breaks. */
const unfold = (mail: string) => mail.replace(/=\r?\n/g, '');

/** The first of the mails, newest first, in which `find` finds something; polled until then. */
async function waitForMail<T>(
  dataDir: string,
  find: (mail: string) => T | undefined,
  timeoutMs: number,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await filesIn(join(dataDir, 'outbox'), '.eml')).reverse();
    for (const mail of mails) {
      const found = find(unfold(mail));
      if (found !== undefined) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

/** The contents of the files of `dir` whose names end with `suffix`, in name order. */
async function filesIn(dir: string, suffix: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith(suffix))
      .sort()
      .map((name) => readFile(join(dir, name), 'utf8')),
  );
}
