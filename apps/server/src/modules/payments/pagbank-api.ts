import type { ProviderAccount } from '../../platform/payment-config';
import { ProviderRefused, ProviderUnavailable } from './payment-provider';

/**
 * PagBank's REST API (orders and charges): bearer token, JSON, and `x-idempotency-key` on every
 * call that changes money. A timeout, a network failure or a 5xx is an unknown outcome
 * (ProviderUnavailable); any other refusal is ProviderRefused.
 */
export class PagBankApi {
  constructor(private readonly account: ProviderAccount) {}

  get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  post<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
    return this.send<T>('POST', path, body, idempotencyKey);
  }

  private async send<T>(
    method: string,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    let answer: Response;
    try {
      answer = await fetch(`${this.account.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.account.accessToken}`,
          Accept: 'application/json',
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...(idempotencyKey && { 'x-idempotency-key': idempotencyKey }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.account.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`PagBank did not answer: ${(error as Error).message}`);
    }
    const text = await answer.text().catch(() => '');
    if (answer.status >= 500 || answer.status === 429)
      throw new ProviderUnavailable(`PagBank answered ${answer.status}`);
    if (!answer.ok) throw new ProviderRefused(`PagBank refused (${answer.status}): ${text}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ProviderUnavailable(`PagBank answered ${answer.status} without JSON`);
    }
  }
}
