import { Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { SideMenu } from './side-menu';

export const SIDEBAR_COLLAPSED = 80;
export const SIDEBAR_EXPANDED = 240;

/**
 * Fixed sidebar, 80 px collapsed and 240 px while the pointer or the keyboard focus is in it
 * (spec 1 §2). It expands over the content, so the page does not reflow on every hover.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Layout.Sider
      collapsed={!open}
      collapsedWidth={SIDEBAR_COLLAPSED}
      width={SIDEBAR_EXPANDED}
      trigger={null}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      style={{
        position: 'fixed',
        insetBlock: 0,
        insetInlineStart: 0,
        zIndex: 20,
        borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)',
        boxShadow: open ? '4px 0 16px rgba(0, 0, 0, 0.08)' : 'none',
        overflow: 'auto',
      }}
    >
      <nav aria-label={t('layout.navigation')}>
        <div style={{ height: 64, display: 'flex', alignItems: 'center', paddingInline: 24 }}>
          <BrandLogo mark={!open} height={32} />
        </div>
        <SideMenu collapsed={!open} />
      </nav>
    </Layout.Sider>
  );
}
