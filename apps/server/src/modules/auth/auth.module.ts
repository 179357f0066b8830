import type { PlatformContext } from '../../platform/module-context';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { TenantLog } from '../logs';
import type { TenantDirectory } from '../tenants';
import type { UsersRepository } from '../users';
import { AuthRepository } from './auth.repository';
import { registerAuthRoutes } from './auth.routes';
import { registerProfileLocaleRoute } from './profile-locale.routes';
import { createAuthenticate, requireRoute } from './authenticate';
import { bootstrapFirstStart } from './bootstrap';
import { PasswordRecoveryService } from './password-recovery.service';
import { createRobotCheck } from './robot-check-of';
import { SignInService } from './sign-in.service';
import type { RobotCheck } from '../../platform/robot-check/robot-check';

export interface AuthModule {
  signIn: SignInService;
  robotCheck: RobotCheck;
  /** The guards every other module's routes use. */
  guards: { authenticate: PreHandler; requireRoute: (path: string) => PreHandler };
}

/** Sign-in, sessions, password recovery and the first administrator of a new installation. */
export async function authModule(
  platform: PlatformContext,
  deps: { tenants: TenantDirectory; users: UsersRepository; tenantLog: TenantLog },
): Promise<AuthModule> {
  const { http, config, db, tokenSecret, mailer } = platform;
  await bootstrapFirstStart(
    deps.tenants.repository,
    deps.users,
    { email: config.adminEmail, password: config.adminPassword },
    http.log,
  );
  const tenants = deps.tenants.service;
  const robotCheck = createRobotCheck(platform);
  const authRepository = new AuthRepository(db);
  const signIn = new SignInService(deps.users, tenants, authRepository, {
    tokenSecret,
    sessionTtlSeconds: config.sessionTtlSeconds,
    robotCheck,
    tenantLog: deps.tenantLog,
  });
  const recovery = new PasswordRecoveryService(
    deps.users,
    tenants,
    authRepository,
    mailer,
    robotCheck,
    tokenSecret,
  );
  const authenticate = createAuthenticate(signIn);
  registerAuthRoutes(http, { signIn, recovery, tenants, robotCheck, authenticate });
  registerProfileLocaleRoute(http, { repository: authRepository, authenticate });
  return { signIn, robotCheck, guards: { authenticate, requireRoute } };
}
