import { themeAsset } from '../app/theme/theme-config';
import { useTenantTheme } from '../app/theme/theme-context';

/** The tenant's logo; `mark` shows only the square symbol (collapsed sidebar). */
export function BrandLogo({ height = 32, mark = false }: { height?: number; mark?: boolean }) {
  const theme = useTenantTheme();
  const src = themeAsset(theme, mark ? 'favicon.svg' : 'logo.svg');
  return (
    <img
      src={src}
      alt={theme.displayName}
      height={height}
      style={{ display: 'block', flexShrink: 0 }}
    />
  );
}
