import { randomUUID } from 'node:crypto';
import { type LoginBody, type LoginResponse, type RegisterBody } from '@chargedeck/shared';
import {
  HttpError,
  forbidden,
  tooManyRequests,
  unauthorized,
} from '../../platform/http/http-error';
import type { RobotCheck } from '../../platform/robot-check/robot-check';
import { AttemptLimiter } from '../../platform/security/attempt-limiter';
import { GuessLimiter } from '../../platform/security/guess-limiter';
import { signToken, verifyToken } from '../../platform/security/signed-token';
import { featuresOf, sessionTenantOf, type TenantRow, type TenantsService } from '../tenants';
import { mayUseAccount, type UserRow, type UsersRepository } from '../users';
import type { TenantLog } from '../logs';
import type { AuthContext } from '../../platform/http/auth-context';
import type { AuthRepository } from './auth.repository';
import { findAccount } from './find-account';
import { hashPassword, verifyPassword } from '../../platform/security/password-hash';
import { requireRobotCheck } from './robot-check-guard';
import { chosenLocale } from './chosen-locale';

/** Five free guesses, then 30 s, 1 min, 2 min … up to 15 min between guesses. */
export const GUESSES = {
  freeGuesses: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 15 * 60_000,
};

export interface RequestOrigin {
  remoteAddress: string;
  tenant: TenantRow;
}

export interface SignInOptions {
  tokenSecret: string;
  sessionTtlSeconds: number;
  robotCheck: RobotCheck;
  /** Sign-ins and failed attempts go to the tenant's log (e-mail and address, never secrets). */
  tenantLog?: TenantLog;
}

/** Sign-in, registration, sessions and the authentication of every API call. */
export class SignInService {
  /** Wrong passwords per account (its e-mail, whatever the tenant) and address. */
  private readonly passwordGuesses = new GuessLimiter(GUESSES);
  private readonly attemptsByAddress = new AttemptLimiter(30, 15 * 60_000);

  constructor(
    private readonly users: UsersRepository,
    private readonly tenants: TenantsService,
    private readonly repository: AuthRepository,
    private readonly options: SignInOptions,
  ) {}

  async login(body: LoginBody, origin: RequestOrigin): Promise<LoginResponse> {
    let account: UserRow | undefined;
    try {
      this.throttle(body.email, origin.remoteAddress);
      await requireRobotCheck(
        this.options.robotCheck,
        body.recaptchaResponse,
        origin.remoteAddress,
      );
      account = await findAccount(this.users, this.tenants, body.email, origin.tenant.tenant_pk);
      const answer = await this.admit(account, body, origin);
      this.options.tenantLog?.info(
        answer.user.tenant_pk,
        'auth',
        `Sign-in of ${body.email} from ${origin.remoteAddress}`,
      );
      return answer;
    } catch (error) {
      const status = error instanceof HttpError ? error.statusCode : 500;
      const text = `Sign-in refused (${status}) for ${body.email} from ${origin.remoteAddress}`;
      // The account's own tenant hears of it, not the tenant whose key or host was used.
      this.options.tenantLog?.warn(account?.tenant_pk ?? origin.tenant, 'auth', text);
      throw error;
    }
  }

  private throttle(email: string, address: string): void {
    const wait = Math.max(
      this.attemptsByAddress.retryAfter(address),
      this.passwordGuesses.retryAfter(email, address),
    );
    if (wait > 0) throw tooManyRequests('tooManySignIns', wait);
    this.attemptsByAddress.record(address);
  }

  private async admit(
    user: UserRow | undefined,
    body: LoginBody,
    origin: RequestOrigin,
  ): Promise<LoginResponse> {
    if (!(await verifyPassword(user?.password_hash ?? null, body.password)) || !user) {
      this.passwordGuesses.fail(body.email, origin.remoteAddress);
      throw unauthorized('loginFailed');
    }
    this.passwordGuesses.succeed(body.email, origin.remoteAddress);
    if (!mayUseAccount(user)) throw forbidden('loginBlocked');
    const permissions = await this.users.permissions(user.user_pk);
    if (!permissions.some((p) => p.status)) throw unauthorized('loginFailed');
    const tenant = await this.tenants.findByPk(user.tenant_pk);
    if (!tenant) throw unauthorized('loginFailed');
    const token = await this.openSession(user.user_pk, tenant.tenant_pk, origin.remoteAddress);
    return {
      token,
      user: {
        id: user.user_pk,
        name: user.name,
        email: user.email,
        tenant_pk: tenant.tenant_pk,
        permissions,
        locale: chosenLocale(user.locale),
      },
      tenant: sessionTenantOf(tenant),
    };
  }

  private async openSession(userPk: number, tenantPk: number, address: string): Promise<string> {
    const sessionId = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.options.sessionTtlSeconds;
    await this.repository.createSession({
      session_id: sessionId,
      user_pk: userPk,
      tenant_pk: tenantPk,
      expires_at: new Date(exp * 1000),
      remote_address: address,
    });
    return signToken(
      { sub: userPk, tnt: tenantPk, sid: sessionId, iat: now, exp },
      this.options.tokenSecret,
    );
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.repository.revokeSession(auth.sessionId);
  }

  /**
   * A new account without dashboard permissions: it signs in once an administrator grants some.
   * An e-mail that already has an account gets the same answer, and the password is hashed
   * either way, so that only administrators learn whether an e-mail has an account.
   */
  async register(body: RegisterBody, origin: RequestOrigin): Promise<void> {
    const wait = this.attemptsByAddress.retryAfter(origin.remoteAddress);
    if (wait > 0) throw tooManyRequests('tooManyAttempts', wait);
    this.attemptsByAddress.record(origin.remoteAddress);
    await requireRobotCheck(this.options.robotCheck, body.recaptchaResponse, origin.remoteAddress);
    const outcome = await this.users.createWithinRules({
      tenant_pk: origin.tenant.tenant_pk,
      name: body.name ?? body.email.split('@')[0] ?? body.email,
      email: body.email,
      password_hash: await hashPassword(body.password),
    });
    if (!outcome.created && outcome.reason === 'limit') throw forbidden('userLimitReached');
  }

  /** Resolves a bearer token to its caller; any failure is a 401 that ends the session. */
  async authenticate(token: string | undefined, apiKey: string | undefined): Promise<AuthContext> {
    const claims = token ? verifyToken(token, this.options.tokenSecret) : undefined;
    if (!claims) throw unauthorized('sessionInvalid');
    const session = await this.repository.findLiveSession(claims.sid);
    if (!session || session.user_pk !== claims.sub || session.tenant_pk !== claims.tnt) {
      throw unauthorized('sessionInvalid');
    }
    const [user, tenant, permissions, visibleTenantPks] = await Promise.all([
      this.users.findByPk(claims.sub),
      this.tenants.findByPk(claims.tnt),
      this.users.permissions(claims.sub),
      this.tenants.visibleTenantPks(claims.tnt),
    ]);
    if (!user || !tenant || user.tenant_pk !== tenant.tenant_pk)
      throw unauthorized('sessionInvalid');
    if (!mayUseAccount(user)) throw new HttpError(401, 'loginBlocked');
    let requestTenant = tenant;
    if (apiKey && apiKey !== tenant.api_key) {
      const named = await this.tenants.findByApiKey(apiKey);
      if (!named || !visibleTenantPks.includes(named.tenant_pk))
        throw unauthorized('tokenWrongTenant');
      requestTenant = named;
    }
    return {
      user,
      tenant,
      features: featuresOf(tenant),
      permissions,
      visibleTenantPks,
      requestTenant,
      sessionId: session.session_id,
    };
  }
}
