import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An address object keeps a display name with quotes or commas from breaking the header. */
  replyTo?: string | { name: string; address: string };
  /** Files sent with the mail (reports asked for by e-mail). */
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(outbox, `${stamp}-${randomUUID()}.eml`), info.message as Buffer);
    },
  };
}
