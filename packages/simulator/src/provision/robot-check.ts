import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib';

/**
 * The sign-in form's robot check, answered like the browser widget does: when the server
 * offers an ALTCHA challenge, solve the proof of work; otherwise send an empty response.
 */
export async function robotResponse(api: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${api}/api/altcha/challenge`, { headers });
  if (!response.ok) return '';
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('could not solve the sign-in robot check');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
