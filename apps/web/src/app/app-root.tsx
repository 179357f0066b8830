import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { isLocale, type Theme } from '@chargedeck/shared';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router/app-router';
import { useWideScreen } from './layout/use-wide-screen';
import { themeConfig } from './theme/theme-config';
import { ThemeContext } from './theme/theme-context';
import { applyUiLocale } from './theme/ui-locale';
import { toastPlacement } from './toast-placement';

/**
 * Providers around the router; antd's App keeps messages alive across navigations. antd and dayjs
 * follow the interface's language when the user switches it.
 */
export function AppRoot({ theme }: { theme: Theme }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  const { i18n } = useTranslation();
  const language = isLocale(i18n.language) ? i18n.language : theme.language;
  const locale = useMemo(() => applyUiLocale(language), [language]);
  const wide = useWideScreen();
  return (
    <ThemeContext value={theme}>
      <ConfigProvider theme={themeConfig(theme)} locale={locale}>
        <AntdApp
          message={{ maxCount: 3, top: 16 }}
          notification={{ maxCount: 4, ...toastPlacement(wide) }}
        >
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </ThemeContext>
  );
}
