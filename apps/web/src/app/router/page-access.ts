import { canAccess, ROUTES, type AccessContext } from '@chargedeck/shared';

export interface PageEntry {
  path: string;
}

const MENU_PATHS = new Set(ROUTES.filter((route) => route.menu).map((route) => route.path));

/** Built pages the user may open (spec 1 §6). */
export function accessiblePages<T extends PageEntry>(pages: readonly T[], ctx: AccessContext): T[] {
  return pages.filter((page) => canAccess(ctx, page.path));
}

/** Sidebar entries: built, flagged as menu items in the route catalogue, and accessible. */
export function menuPages<T extends PageEntry>(pages: readonly T[], ctx: AccessContext): T[] {
  return accessiblePages(pages, ctx).filter((page) => MENU_PATHS.has(page.path));
}

/** The menu entry to highlight: the longest menu path that heads the location (`/stations` for `/stations/edit/3`). */
export function selectedMenuPath(
  menuPaths: readonly string[],
  pathname: string,
): string | undefined {
  const matches = menuPaths.filter((path) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
  );
  return matches.sort((a, b) => b.length - a.length)[0];
}
