import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../auth/session-context';
import { menuPages, selectedMenuPath } from '../router/page-access';
import { PAGES } from '../router/page-registry';

/** Menu of the built pages the user may open; links, so they open in new tabs too. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { access } = useSession();
  const { pathname } = useLocation();
  const pages = access ? menuPages(PAGES, access) : [];
  const selected = selectedMenuPath(
    pages.map((page) => page.path),
    pathname,
  );
  return (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      style={{ borderInlineEnd: 'none' }}
      items={pages.map(({ path, label, icon: Icon }) => ({
        key: path,
        icon: <Icon />,
        label: (
          <Link to={path} onClick={onNavigate}>
            {t(`menu.${label}`)}
          </Link>
        ),
      }))}
    />
  );
}
