import type { RobotCheck } from './robot-check';

const VERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

/** reCAPTCHA or Turnstile: the response token is checked with the provider's siteverify call. */
export class SiteVerifyCheck implements RobotCheck {
  constructor(
    readonly provider: 'recaptcha' | 'turnstile',
    private readonly siteKey: string,
    private readonly secret: string,
  ) {}

  settings() {
    return { provider: this.provider, siteKey: this.siteKey };
  }

  async verify(response: string, remoteAddress: string): Promise<boolean> {
    if (!response) return false;
    const body = new URLSearchParams({ secret: this.secret, response, remoteip: remoteAddress });
    try {
      const answer = await fetch(VERIFY_URLS[this.provider], {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5000),
      });
      const result = (await answer.json()) as { success?: boolean };
      return result.success === true;
    } catch {
      return false;
    }
  }
}
