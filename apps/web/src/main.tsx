import { pickLanguage } from '@chargedeck/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import './app/global.css';
import { initI18n } from './app/i18n/i18n';
import { en } from './app/i18n/locales/en';
import { es } from './app/i18n/locales/es';
import { ptBR } from './app/i18n/locales/pt-br';
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
    // The interface's language may be what failed: the browser's language picks the text.
    const catalogues = { 'pt-BR': ptBR, en, es };
    root.textContent = catalogues[pickLanguage(navigator.language)].errors.bootFailed;
    console.error(error);
  });
}
