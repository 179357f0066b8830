import type { Theme } from '@chargedeck/shared';
import { themeAsset } from './theme-config';

/** Page title and favicon chosen by theme (spec 1 §2, Start-up). */
export function applyDocumentTheme(theme: Theme): void {
  document.title = 'Dashboard';
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = themeAsset(theme, 'favicon.svg');
}
