import { badRequest } from '../../platform/http/http-error';
import type { RobotCheck } from '../../platform/robot-check/robot-check';

export async function requireRobotCheck(
  check: RobotCheck,
  response: string,
  remoteAddress: string,
): Promise<void> {
  if (!(await check.verify(response, remoteAddress))) {
    throw badRequest('recaptchaResponse', 'robotCheckFailed');
  }
}
