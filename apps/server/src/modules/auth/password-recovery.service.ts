import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ChangePasswordBody, SendCodeBody } from '@chargedeck/shared';
import { HttpError, badRequest, notFound, tooManyRequests } from '../../platform/http/http-error';
import type { Mailer } from '../../platform/mail/mailer';
import type { RobotCheck } from '../../platform/robot-check/robot-check';
import { AttemptLimiter } from '../../platform/security/attempt-limiter';
import { GuessLimiter } from '../../platform/security/guess-limiter';
import type { TenantsService } from '../tenants';
import type { UserRow, UsersRepository } from '../users';
import type { AuthRepository } from './auth.repository';
import { findAccount } from './find-account';
import { hashPassword } from '../../platform/security/password-hash';
import { requireRobotCheck } from './robot-check-guard';
import { GUESSES, type RequestOrigin } from './sign-in.service';

export const RESET_CODE_TTL_MS = 15 * 60_000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** The two steps of spec 1 "Password recovery": a 6-digit code by e-mail, then the new password. */
export class PasswordRecoveryService {
  /** Codes asked for an account (its e-mail, whatever the tenant) from one address, and from any. */
  private readonly sendsByAccountAddress = new AttemptLimiter(5, 60 * 60_000);
  private readonly sendsByAccount = new AttemptLimiter(20, 60 * 60_000);
  private readonly requestsByAddress = new AttemptLimiter(20, 15 * 60_000);
  /** Wrong codes per account and address, across codes: a new code brings no new guesses. */
  private readonly codeGuesses = new GuessLimiter(GUESSES);

  constructor(
    private readonly users: UsersRepository,
    private readonly tenants: TenantsService,
    private readonly repository: AuthRepository,
    private readonly mailer: Mailer,
    private readonly robotCheck: RobotCheck,
    private readonly secret: string,
  ) {}

  async sendCode(body: SendCodeBody, origin: RequestOrigin): Promise<void> {
    this.limitSends(body.email, origin.remoteAddress);
    await requireRobotCheck(this.robotCheck, body.recaptchaResponse, origin.remoteAddress);
    const user = await this.findUser(body.email, origin);
    // An e-mail without an account gets the same answer: recovery tells no one who has one.
    if (!user) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.repository.createResetCode(
      user.user_pk,
      this.hash(code),
      new Date(Date.now() + RESET_CODE_TTL_MS),
    );
    await this.mailer.send({
      to: user.email,
      subject: `${origin.tenant.name}: password recovery code`,
      text: [
        `Hello ${user.name},`,
        '',
        `Your password recovery code is ${code}.`,
        `It expires in ${RESET_CODE_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this message.`,
      ].join('\n'),
    });
  }

  async change(body: ChangePasswordBody, origin: RequestOrigin): Promise<void> {
    this.limitGuesses(body.email, origin.remoteAddress);
    await requireRobotCheck(this.robotCheck, body.recaptchaResponse, origin.remoteAddress);
    const user = await this.findUser(body.email, origin);
    const code = user && (await this.repository.latestResetCode(user.user_pk));
    if (!user || !code) throw notFound('noRecoveryCode');
    if (code.attempts >= RESET_CODE_MAX_ATTEMPTS) throw tooManyRequests('attemptsExceeded');
    if (code.expires_at.getTime() <= Date.now()) throw new HttpError(410, 'codeExpired');
    if (!this.matches(body.code, code.code_hash)) {
      this.codeGuesses.fail(body.email, origin.remoteAddress);
      await this.repository.countResetAttempt(code.password_reset_code_pk);
      if (code.attempts + 1 >= RESET_CODE_MAX_ATTEMPTS) throw tooManyRequests('attemptsExceeded');
      throw badRequest('code', 'codeInvalid');
    }
    this.codeGuesses.succeed(body.email, origin.remoteAddress);
    await this.users.setPassword(user.user_pk, await hashPassword(body.password));
    await this.repository.useResetCode(code.password_reset_code_pk);
    await this.repository.revokeUserSessions(user.user_pk);
  }

  private limitSends(email: string, address: string): void {
    const pair = `${email}\n${address}`;
    const wait = Math.max(
      this.requestsByAddress.retryAfter(address),
      this.sendsByAccountAddress.retryAfter(pair),
      this.sendsByAccount.retryAfter(email),
    );
    if (wait > 0) throw tooManyRequests('tooManyAttempts', wait);
    this.requestsByAddress.record(address);
    this.sendsByAccountAddress.record(pair);
    this.sendsByAccount.record(email);
  }

  private limitGuesses(email: string, address: string): void {
    const wait = Math.max(
      this.requestsByAddress.retryAfter(address),
      this.codeGuesses.retryAfter(email, address),
    );
    if (wait > 0) throw tooManyRequests('attemptsExceeded', wait);
    this.requestsByAddress.record(address);
  }

  private findUser(email: string, origin: RequestOrigin): Promise<UserRow | undefined> {
    return findAccount(this.users, this.tenants, email, origin.tenant.tenant_pk);
  }

  private hash(code: string): string {
    return createHmac('sha256', this.secret).update(code).digest('hex');
  }

  private matches(code: string, hash: string): boolean {
    const given = Buffer.from(this.hash(code));
    const expected = Buffer.from(hash);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
