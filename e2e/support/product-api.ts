/** Direct calls to the product API for test set-up (a server with ROBOT_CHECK=off). */
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

export interface ChildTenant {
  name: string;
  alias: string;
  theme: string;
  hosts: string[];
}

export async function createTenant(
  baseUrl: string,
  token: string,
  tenant: ChildTenant,
): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/tenants`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(tenant),
  });
  if (answer.status !== 201)
    throw new Error(`tenant not created: ${answer.status} ${await answer.text()}`);
}
