import type { ThemeConfig } from 'antd';
import type { Theme } from '@chargedeck/shared';

/** antd tokens from the tenant's brand colours (spec 1 §1: primary, selectedDiv, hoveredDiv, selectedIcon). */
export function themeConfig(theme: Theme): ThemeConfig {
  const { primary, selectedDiv, hoveredDiv, selectedIcon } = theme.colors;
  return {
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorInfo: primary,
      borderRadius: 8,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Menu: {
        itemSelectedBg: selectedDiv,
        itemSelectedColor: selectedIcon,
        itemHoverBg: hoveredDiv,
        itemActiveBg: selectedDiv,
      },
      Layout: { siderBg: '#ffffff', headerBg: '#ffffff', bodyBg: '#f5f6f8' },
    },
  };
}

export function themeAsset(theme: Theme, file: 'logo.svg' | 'favicon.svg'): string {
  return `/themes/${theme.name}/${file}`;
}
