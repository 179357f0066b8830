import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route without a permission check: `public` needs no session, `session` any
 * signed-in user (the caller's own profile, sign-out). Every other route checks a permission.
 */
export type RouteAccess = 'public' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The guard label of the preHandler that resolves the caller (401 without a session). */
export const SESSION_GUARD = 'session';

/** One line of the route table: what a route requires. */
export interface RouteAccessRow {
  method: string;
  url: string;
  /** The product routes checked (`/users or /users/create`), `public`, `session` or `none`. */
  permission: string;
  /** Why the declaration contradicts the guards (public with a session, session without). */
  problem?: string;
}

const guardLabels = new WeakMap<object, string>();

/** Marks a preHandler as a guard checking `label`, for the route table. */
export function labelGuard<T extends object>(guard: T, label: string): T {
  guardLabels.set(guard, label);
  return guard;
}

type Hooks = RouteOptions['preHandler'];

function labelsOf(hooks: Hooks | RouteOptions['onRequest'] | RouteOptions['preValidation']) {
  const list: unknown[] = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  return list.flatMap((hook) => {
    const label = typeof hook === 'function' ? guardLabels.get(hook) : undefined;
    return label === undefined ? [] : [label];
  });
}

function problemOf(declared: RouteAccess | undefined, labels: readonly string[]) {
  if (declared === 'public' && labels.length > 0) return 'declared public but checks a session';
  if (declared === 'session' && !labels.includes(SESSION_GUARD))
    return 'declared session but never resolves one';
  return undefined;
}

/** What a route requires, from its guards and its declared access. */
export function routeAccessOf(route: RouteOptions): Omit<RouteAccessRow, 'method' | 'url'> {
  const labels = [
    ...labelsOf(route.onRequest),
    ...labelsOf(route.preValidation),
    ...labelsOf(route.preHandler),
  ];
  const checks = labels.filter((label) => label !== SESSION_GUARD);
  const declared = route.config?.access;
  const permission = checks.length > 0 ? checks.join(' and ') : (declared ?? 'none');
  const problem = problemOf(declared, labels);
  return problem ? { permission, problem } : { permission };
}

interface RegisteredRoute {
  method: string;
  url: string;
  route: RouteOptions;
}

const routeTables = new WeakMap<object, RegisteredRoute[]>();

/**
 * Records every route registered from now on; read them with `routeTableOf`. Access is read
 * when the table is asked for, so hooks of plugin scopes that declare it have run.
 */
export function collectRouteTable(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routeTables.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') routes.push({ method, url: route.url, route });
  });
}

/** Declares the access of every route registered in this scope (plugins' own routes). */
export function declareAccess(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
}

/** The routes of the server, sorted by path and method. */
export function routeTableOf(app: FastifyInstance): RouteAccessRow[] {
  const rows = (routeTables.get(app) ?? []).map(({ method, url, route }) => ({
    method,
    url,
    ...routeAccessOf(route),
  }));
  return rows.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}
