import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { routeTableOf, type RouteAccessRow } from '../platform/http/route-access';

/** docs/routes.md of the repository. */
export const ROUTE_TABLE_FILE = fileURLToPath(
  new URL('../../../../docs/routes.md', import.meta.url),
);

/** The routes of a freshly built server on a throwaway embedded database. */
export async function currentRouteTable(): Promise<RouteAccessRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chargedeck-routes-'));
  const database = openDatabase({});
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ROBOT_CHECK: 'off',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'routes@chargedeck.local',
      ADMIN_PASSWORD: 'Routes123!',
    });
    const app = await createApp({ config, database, webDir: dataDir });
    const rows = routeTableOf(app.http);
    await app.close();
    return rows;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const HEADER = [
  '# HTTP routes and the permission each requires',
  '',
  "Generated from the server's route table by `npm run routes`; a test fails when it is stale.",
  'A permission is a product route of spec 1 §6 (`/users or /users/create`: either one);',
  '`session` is open to any signed-in user, `public` needs no session.',
  '',
  '| Method | Path | Permission |',
  '| --- | --- | --- |',
];

/** The table as the Markdown of `docs/routes.md`. */
export function routeTableMarkdown(rows: readonly RouteAccessRow[]): string {
  const lines = rows.map((row) => `| ${row.method} | \`${row.url}\` | ${row.permission} |`);
  return [...HEADER, ...lines, ''].join('\n');
}
