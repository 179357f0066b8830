import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../auth/session-context';
import { menuPages, selectedMenuPath } from '../router/page-access';
import { PAGES } from '../router/page-registry';
import { menuAreasOf } from './menu-areas';

type MenuItem = Required<MenuProps>['items'][number];

/**
 * Menu of the built pages the user may open, grouped by area; links, so they open in new tabs
 * too. Collapsed to icons, an area's title gives way to a line of the same height (global.css),
 * so the entries stay where they are when the sidebar expands under the pointer.
 */
export function SideMenu({
  onNavigate,
  collapsed = false,
}: {
  onNavigate?: () => void;
  collapsed?: boolean;
}) {
  const { t } = useTranslation();
  const { access } = useSession();
  const { pathname } = useLocation();
  const pages = access ? menuPages(PAGES, access) : [];
  const selected = selectedMenuPath(
    pages.map((page) => page.path),
    pathname,
  );
  const items: MenuItem[] = menuAreasOf(pages).flatMap((area, index): MenuItem[] => {
    const entries = area.pages.map(({ path, label, icon: Icon }) => ({
      key: path,
      icon: <Icon />,
      label: (
        <Link to={path} onClick={onNavigate}>
          {t(`menu.${label}`)}
        </Link>
      ),
    }));
    if (area.key === 'other') {
      return index === 0
        ? entries
        : [{ type: 'divider' as const, key: `${area.key}-line` }, ...entries];
    }
    return [
      {
        type: 'group' as const,
        key: area.key,
        label: t(`layout.menuAreas.${area.key}`),
        children: entries,
      },
    ];
  });
  return (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      className={collapsed ? 'side-menu side-menu-collapsed' : 'side-menu'}
      style={{ borderInlineEnd: 'none' }}
      items={items}
    />
  );
}
