import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  SESSION_GUARD,
  collectRouteTable,
  declareAccess,
  labelGuard,
  routeTableOf,
} from './route-access';

const session = labelGuard(async () => {}, SESSION_GUARD);
const stations = labelGuard(async () => {}, '/stations');

async function tableOf(register: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify();
  collectRouteTable(app);
  await register(app);
  await app.ready();
  const rows = routeTableOf(app);
  await app.close();
  return rows.map(({ method, url, permission, problem }) => ({ method, url, permission, problem }));
}

describe('route table', () => {
  it('names the checked permission, the declared access, or none', async () => {
    const rows = await tableOf(async (app) => {
      app.get('/checked', { preHandler: [session, stations] }, async () => 'ok');
      app.get('/own', { config: { access: 'session' }, preHandler: session }, async () => 'ok');
      app.get('/open', { config: { access: 'public' } }, async () => 'ok');
      app.get('/forgotten', { preHandler: session }, async () => 'ok');
    });
    expect(rows).toEqual([
      { method: 'GET', url: '/checked', permission: '/stations', problem: undefined },
      { method: 'GET', url: '/forgotten', permission: 'none', problem: undefined },
      { method: 'GET', url: '/open', permission: 'public', problem: undefined },
      { method: 'GET', url: '/own', permission: 'session', problem: undefined },
    ]);
  });

  it('reports a public route that resolves a session and a session route that does not', async () => {
    const rows = await tableOf(async (app) => {
      app.get('/a', { config: { access: 'public' }, preHandler: session }, async () => 'ok');
      app.get('/b', { config: { access: 'session' } }, async () => 'ok');
    });
    expect(rows.map((row) => row.problem)).toEqual([
      'declared public but checks a session',
      'declared session but never resolves one',
    ]);
  });

  it("declares the access of a plugin's own routes", async () => {
    const rows = await tableOf(async (app) => {
      await app.register(async (scope: FastifyInstance) => {
        declareAccess(scope, 'public');
        scope.get('/docs', async () => 'ok');
      });
    });
    expect(rows[0]).toMatchObject({ url: '/docs', permission: 'public' });
  });
});
