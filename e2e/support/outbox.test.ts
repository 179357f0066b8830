import { describe, expect, it } from 'vitest';
import { recoveryCodeIn } from './outbox';

/** A mail as the embedded mailer writes it, with the Message-ID that follows the Subject. */
const mail = (messageId: string, body: string) =>
  [
    'From: Chargedeck <no-reply@chargedeck.local>',
    'To: admin@chargedeck.local',
    'Subject: Chargedeck: password recovery code',
    `Message-ID: <${messageId}@chargedeck.local>`,
    'Content-Transfer-Encoding: 7bit',
    'Date: Mon, 23 Nov 2026 03:38:21 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
  ].join('\n');

const BODY = 'Hello Admin,\n\nYour password recovery code is 012345.\nIt expires in 15 minutes.';

describe('recoveryCodeIn', () => {
  it('reads the code from the body, not from a Message-ID that starts with six digits', () => {
    expect(recoveryCodeIn(mail('123456ab-eaae-a33a-cd1c-43add84b79cb', BODY))).toBe('012345');
    expect(recoveryCodeIn(mail('a987654b-eaae-a33a-cd1c-43add84b79cb', BODY))).toBe('012345');
  });

  it('reads a body folded by quoted-printable, with CRLF line ends', () => {
    const folded = mail('8d11beae-eaae-a33a-cd1c-43add84b79cb', BODY).replace(
      'code is 012345',
      'code is 01=\n2345',
    );
    expect(recoveryCodeIn(folded.replace(/\n/g, '\r\n'))).toBe('012345');
  });

  it('finds nothing in a mail without a code', () => {
    expect(recoveryCodeIn(mail('123456ab-eaae-a33a-cd1c-43add84b79cb', 'Hello'))).toBeUndefined();
  });
});
