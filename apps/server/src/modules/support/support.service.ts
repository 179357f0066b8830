import type { SupportMailBody, SupportSubject } from '@chargedeck/shared';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuthContext } from '../../platform/http/auth-context';
import type { SupportRepository } from './support.repository';

const SUBJECT_LABELS: Record<SupportSubject, string> = {
  general: 'Geral',
  complaint: 'Reclamação',
  suggestion: 'Sugestão',
};

export class SupportService {
  constructor(
    private readonly repository: SupportRepository,
    private readonly mailer: Mailer,
  ) {}

  /** The request tenant's support address, else the root tenant's, else the administrator's. */
  async recipientFor(auth: AuthContext): Promise<string> {
    if (auth.requestTenant.support_email) return auth.requestTenant.support_email;
    const fallback = await this.repository.fallbackRecipients();
    const address = fallback.rootSupport ?? fallback.administrator;
    if (!address) throw new Error('no support address and no administrator to send support mail');
    return address;
  }

  /** Mails the message to the tenant's support team; replying answers the sender. */
  async send(auth: AuthContext, body: SupportMailBody): Promise<{ to: string }> {
    const to = await this.recipientFor(auth);
    const { user, requestTenant } = auth;
    const label = SUBJECT_LABELS[body.subject];
    await this.mailer.send({
      to,
      replyTo: { name: user.name, address: user.email },
      subject: `[Suporte] ${label} — ${requestTenant.name}`,
      text: [
        `Assunto: ${label} (${body.subject})`,
        `De: ${user.name} <${user.email}>`,
        `Conta: ${requestTenant.name} (${requestTenant.alias})`,
        '',
        body.message,
        '',
      ].join('\n'),
    });
    return { to };
  }
}
