import { writeFileSync } from 'node:fs';
import { ROUTE_TABLE_FILE, currentRouteTable, routeTableMarkdown } from './route-table';

/** `npm run routes`: writes docs/routes.md from the server's routes. */
const rows = await currentRouteTable();
writeFileSync(ROUTE_TABLE_FILE, routeTableMarkdown(rows));
process.stdout.write(`${rows.length} routes written to docs/routes.md\n`);
