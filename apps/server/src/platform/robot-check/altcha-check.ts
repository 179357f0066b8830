import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { RobotCheck } from './robot-check';

const CHALLENGE_TTL_SECONDS = 10 * 60;

/** Remembers solved challenges until they expire so that one solution serves one request. */
export interface SpentChallenges {
  /** False when the signature was already spent. */
  spend(signature: string, expiresAt: Date): Promise<boolean>;
}

interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(response: string): AltchaPayload | undefined {
  try {
    const payload = JSON.parse(
      Buffer.from(response, 'base64').toString('utf8'),
    ) as Partial<AltchaPayload>;
    if (payload.challenge?.parameters && payload.challenge.signature && payload.solution) {
      return payload as AltchaPayload;
    }
  } catch {
    // not a payload of the widget
  }
  return undefined;
}

/** Self-hosted proof of work (ALTCHA v2): works offline and sends nothing to a third party. */
export class AltchaCheck implements RobotCheck {
  readonly provider = 'altcha' as const;

  constructor(
    private readonly secret: string,
    private readonly maxNumber: number,
    private readonly spent: SpentChallenges,
  ) {}

  settings() {
    return { provider: this.provider, challengeUrl: '/api/altcha/challenge' };
  }

  createChallenge(): Promise<Challenge> {
    const low = Math.max(1, Math.floor(this.maxNumber / 2));
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(low, Math.max(low + 1, this.maxNumber)),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: `${this.secret}:key`,
    });
  }

  async verify(response: string): Promise<boolean> {
    const payload = parsePayload(response);
    if (!payload) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: `${this.secret}:key`,
    }).catch(() => ({ verified: false }));
    if (!result.verified) return false;
    const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
    return this.spent.spend(payload.challenge.signature ?? '', expiresAt);
  }
}
