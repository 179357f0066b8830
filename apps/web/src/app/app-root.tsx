import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { Theme } from '@chargedeck/shared';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router/app-router';
import { themeConfig } from './theme/theme-config';
import { ThemeContext } from './theme/theme-context';
import { applyUiLocale } from './theme/ui-locale';

/** Providers around the router; antd's App keeps messages alive across navigations. */
export function AppRoot({ theme }: { theme: Theme }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  const [locale] = useState(() => applyUiLocale(theme.language));
  return (
    <ThemeContext value={theme}>
      <ConfigProvider theme={themeConfig(theme)} locale={locale}>
        <AntdApp
          message={{ maxCount: 3, top: 16 }}
          notification={{ maxCount: 4, placement: 'topRight', top: 72 }}
        >
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </ThemeContext>
  );
}
