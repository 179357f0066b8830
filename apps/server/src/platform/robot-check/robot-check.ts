import type { RobotCheckProvider, RobotCheckSettings } from '@chargedeck/shared';

/** Verifies the human check sent as `recaptchaResponse` on login, recovery and QR commands. */
export interface RobotCheck {
  provider: RobotCheckProvider;
  /** What the sign-in forms need to render the widget. */
  settings(): RobotCheckSettings;
  /** True when the response proves a person solved the check, once. */
  verify(response: string, remoteAddress: string): Promise<boolean>;
}

export const robotCheckOff: RobotCheck = {
  provider: 'off',
  settings: () => ({ provider: 'off' }),
  verify: async () => true,
};
