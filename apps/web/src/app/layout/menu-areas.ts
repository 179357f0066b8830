/** The sidebar's areas, in order, each with its menu paths in order (issue 18: phones). */
export const MENU_AREAS = [
  { key: 'overview', paths: ['/', '/indicators', '/alerts'] },
  { key: 'stations', paths: ['/stations', '/station_groups', '/virtual-groups', '/operations'] },
  { key: 'people', paths: ['/users', '/ocpptags', '/ocpptags/unknown'] },
  { key: 'money', paths: ['/transactions', '/financial', '/dynamic-pricing', '/vouchers'] },
  { key: 'service', paths: ['/support', '/push_notification', '/log'] },
] as const;

export type MenuAreaKey = (typeof MENU_AREAS)[number]['key'];

/**
 * The menu pages grouped by area, in the areas' order; empty areas dropped. A page no area
 * names goes last, under no title.
 */
export function menuAreasOf<T extends { path: string }>(
  pages: readonly T[],
): { key: MenuAreaKey | 'other'; pages: T[] }[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const placed = new Set<string>();
  const areas: { key: MenuAreaKey | 'other'; pages: T[] }[] = MENU_AREAS.map((area) => ({
    key: area.key,
    pages: area.paths.flatMap((path) => {
      const page = byPath.get(path);
      if (!page) return [];
      placed.add(path);
      return [page];
    }),
  }));
  areas.push({ key: 'other', pages: pages.filter((page) => !placed.has(page.path)) });
  return areas.filter((area) => area.pages.length > 0);
}
