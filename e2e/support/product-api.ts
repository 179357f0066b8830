/** Direct calls to the product API for test set-up and checks beside the pages. */
export async function apiLogin(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, recaptchaResponse: '' }),
  });
  const body = (await answer.json()) as { token?: string; error?: string };
  if (!answer.ok || !body.token)
    throw new Error(`login failed: ${answer.status} ${body.error ?? ''}`);
  return body.token;
}

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The API as one signed-in caller: paths from the host, e.g. `/api/ocpptags` or `/payments/…`. */
export class ProductApi {
  constructor(
    readonly baseUrl: string,
    private readonly token: string,
  ) {}

  /** One call, its answer as the server gave it. */
  call(method: ApiMethod, path: string, body?: object): Promise<Response> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}` };
    if (body === undefined) return fetch(`${this.baseUrl}${path}`, { method, headers });
    headers['Content-Type'] = 'application/json';
    return fetch(`${this.baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
  }

  /** A POST that must create (201); its answer's body. */
  async create<T = unknown>(path: string, body: object): Promise<T> {
    const answer = await this.call('POST', path, body);
    const text = await answer.text();
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /**
   * A card of the root tenant (tag `idTag`, its note `note`) and the user who holds it, with the
   * password Secret123!; the user's create answer.
   */
  async cardUser<T = unknown>(
    idTag: string,
    note: string,
    user: { firstName: string; email: string },
  ): Promise<T> {
    await this.create('/api/ocpptags', { id_tag: idTag, tenant_pk: 1, note });
    return this.create<T>('/api/users_data', {
      ...user,
      password: 'Secret123!',
      tenant_pk: 1,
      ocppTags: [idTag],
    });
  }
}
