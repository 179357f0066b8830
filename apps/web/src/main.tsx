import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import './app/global.css';
import { initI18n } from './app/i18n/i18n';
import { startUp } from './app/start-up/start-up';
import { applyDocumentTheme } from './app/theme/document-theme';

async function boot(root: HTMLElement) {
  const theme = await startUp();
  applyDocumentTheme(theme);
  await initI18n(theme.language);
  createRoot(root).render(
    <StrictMode>
      <AppRoot theme={theme} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) {
  boot(root).catch((error: unknown) => {
    root.textContent = 'Dashboard could not start. Reload the page.';
    console.error(error);
  });
}
