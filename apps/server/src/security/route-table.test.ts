import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../platform/db/test-databases';
import { routeTableOf, routesWithoutResponseSchema } from '../platform/http/route-access';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ROUTE_TABLE_FILE, currentRouteTable, routeTableMarkdown } from './route-table';

/**
 * Routes served by plugins, whose answers are not ours to describe: the OpenAPI document and
 * its viewer's files, and the web app's static files (one route per file of the build, outside
 * the API bases).
 */
function servedByPlugin(route: string): boolean {
  const url = route.slice(route.indexOf(' ') + 1);
  return (
    url.startsWith('/api/docs') || !/^\/(api|gateway|financial|smart-charging|payments)\//.test(url)
  );
}

/** Work left: API routes that still answer without a declared schema. Only ever shrinks. */
const WITHOUT_RESPONSE_SCHEMA_YET = new Set<string>([
  'DELETE /api/chargepoints/:id',
  'DELETE /api/chargepoints/:id/photos/:photoPk',
  'DELETE /api/chargepoints/unknown/:chargeBoxId',
  'DELETE /api/charging_profiles/:id',
  'DELETE /api/push-notification/devices/:token',
  'DELETE /payments/cancel-idle-payment/transaction/:id',
  'GET /api/chargepoint-groups',
  'GET /api/chargepoint-groups/:id',
  'GET /api/chargepoint-photos/:storedName',
  'GET /api/chargepoints',
  'GET /api/chargepoints/:id/photos',
  'GET /api/chargepoints/map',
  'GET /api/chargepoints/map/:chargeBoxPk',
  'GET /api/charging_profiles',
  'GET /api/charging_profiles/:id',
  'GET /api/connector_types',
  'GET /api/customer-wallet/userDeposits/:userPk',
  'GET /api/customer-wallet/userDeposits/totalizer/:userPk',
  'GET /api/geocoding/search',
  'GET /api/geocoding/settings',
  'GET /api/health',
  'GET /api/invoices/:id/document/:key',
  'GET /api/operations/:mode/:command',
  'GET /api/operations/tasks',
  'GET /api/operations/tasks/:taskId/details/:chargeBoxId',
  'GET /api/payments/3ds/sandbox/pagseguro.js',
  'GET /api/qrcode/status/:chargeBoxId/:connectorId',
  'GET /api/qrcode/token/:chargeBoxId/:connectorId',
  'GET /api/stations/dashboard/graphs',
  'GET /api/stats/info',
  'GET /api/stats/sums',
  'GET /api/stats/sustainability',
  'GET /api/users_data/:id',
  'GET /api/users_data/:id/address',
  'GET /api/users_data/ceps/:zip',
  'GET /api/users_data/dashboard-details',
  'GET /api/users_data/doc_types',
  'GET /api/users_data/private_charge_point',
  'POST /api/chargepoint-groups',
  'POST /api/chargepoints/:id/photos',
  'POST /api/nfe/resend',
  'POST /api/push-notification/devices',
  'POST /api/qrcode/start',
  'POST /api/qrcode/stop',
  'POST /api/tenants',
  'POST /api/transactions/:id/nfes/resends',
  'POST /payments/customer-wallet/userDeposits/:userPk',
  'POST /payments/transaction/:id/pay',
  'POST /payments/transaction/confirm_payments',
  'PUT /api/chargepoint-groups/:id',
  'PUT /api/chargepoints/:id/connector/:connectorId',
  'PUT /api/stats/sustainability',
]);

describeDatabases('Route permission table', (database) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  it('gives every route a permission or an explicit public or session access', () => {
    const rows = routeTableOf(app.http);
    expect(rows.length).toBeGreaterThan(100);
    const undeclared = rows.filter((row) => row.permission === 'none');
    expect(undeclared.map((row) => `${row.method} ${row.url}`)).toEqual([]);
  });

  it('never resolves a session on a public route, nor skips it on a session route', () => {
    const contradictions = routeTableOf(app.http).filter((row) => row.problem);
    expect(contradictions).toEqual([]);
  });

  it('declares a response schema on every route, so OpenAPI documents every answer', () => {
    const missing = routesWithoutResponseSchema(app.http);
    const undeclared = missing.filter(
      (route) => !servedByPlugin(route) && !WITHOUT_RESPONSE_SCHEMA_YET.has(route),
    );
    expect(undeclared).toEqual([]);
    const declaredSince = [...WITHOUT_RESPONSE_SCHEMA_YET].filter((r) => !missing.includes(r));
    expect(declaredSince, 'declared now: remove from WITHOUT_RESPONSE_SCHEMA_YET').toEqual([]);
  });

  it('lists the permission of the routes the attack found open', () => {
    const permission = (method: string, url: string) =>
      routeTableOf(app.http).find((row) => row.method === method && row.url === url)?.permission;
    expect(permission('GET', '/api/transaction')).toBe('/transactions or /stations');
    expect(permission('GET', '/api/users_data/private_charge_point')).toBe(
      '/stations/create or /stations/edit/:id',
    );
    expect(permission('POST', '/api/nfe/resend')).toBe('/transactions/show_nf_column');
    expect(permission('POST', '/api/login')).toBe('public');
    expect(permission('GET', '/api/session')).toBe('session');
  });
});

it('keeps docs/routes.md as generated by npm run routes', async () => {
  const committed = readFileSync(ROUTE_TABLE_FILE, 'utf8');
  expect(committed, 'docs/routes.md is stale: run npm run routes').toBe(
    routeTableMarkdown(await currentRouteTable()),
  );
});
