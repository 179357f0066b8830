import type { PlatformContext } from '../../platform/module-context';
import { AltchaCheck } from '../../platform/robot-check/altcha-check';
import { robotCheckOff, type RobotCheck } from '../../platform/robot-check/robot-check';
import { SiteVerifyCheck } from '../../platform/robot-check/site-verify-check';
import { databaseSpentChallenges } from '../../platform/robot-check/spent-challenges';

/** The robot check the configuration names (ALTCHA by default, self-hosted). */
export function createRobotCheck({ config, db, tokenSecret }: PlatformContext): RobotCheck {
  switch (config.robotCheck) {
    case 'off':
      return robotCheckOff;
    case 'altcha':
      return new AltchaCheck(tokenSecret, config.altchaMaxNumber, databaseSpentChallenges(db));
    case 'recaptcha':
    case 'turnstile':
      return new SiteVerifyCheck(
        config.robotCheck,
        config.robotCheckSiteKey ?? '',
        config.robotCheckSecret ?? '',
      );
  }
}
