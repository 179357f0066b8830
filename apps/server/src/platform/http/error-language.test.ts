import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startTestApp, type TestApp } from '../../testing/test-app';

const group = {
  name: 'Centro',
  externalId: 'L1',
  address: {
    street: 'Rua A',
    houseNumber: '10',
    zipCode: '01000-000',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  latitude: -23.56,
  longitude: -46.65,
};

describeDatabases('Validation messages in the request language', (database) => {
  let app: TestApp;
  let token: string;
  const post = (language: string, payload: object) =>
    app.http.inject({
      method: 'POST',
      url: '/api/chargepoint-groups',
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      payload,
    });

  beforeAll(async () => {
    app = await startTestApp(database);
    token = await app.login();
  });
  afterAll(() => app.close());

  it('answers a 400 naming the field in pt-BR, en and es, Spanish variants using es', async () => {
    const cases: [string, string][] = [
      ['pt-BR', 'O nome é obrigatório.'],
      ['en-US,en;q=0.9', 'The name is required.'],
      ['es-CO', 'El nombre es obligatorio.'],
      ['es-UY;q=0.8, de;q=0.9', 'El nombre es obligatorio.'],
      ['fr', 'O nome é obrigatório.'],
    ];
    for (const [language, text] of cases) {
      const answer = await post(language, { ...group, name: '' });
      expect(answer.statusCode, language).toBe(400);
      const body = answer.json<{ error: string; field: string; details: { message: string }[] }>();
      expect(body, language).toMatchObject({ error: `name: ${text}`, field: 'name' });
      expect(body.details[0]?.message, language).toBe(text);
    }
  });

  it('fills the limits of a message from the schema', async () => {
    const long = { ...group, name: 'x'.repeat(61) };
    expect((await post('pt-BR', long)).json()).toMatchObject({
      error: 'name: deve ter no máximo 60 caracteres',
      field: 'name',
    });
    expect((await post('en', long)).json()).toMatchObject({
      error: 'name: must be at most 60 characters',
    });
  });
});
