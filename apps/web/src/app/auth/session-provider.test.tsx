// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Locale } from '@chargedeck/shared';
import { applyLanguage, i18n, initI18n } from '../i18n/i18n';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { StoredUser } from '../storage/session-storage';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const USER: StoredUser = {
  id: 1,
  name: 'Ana',
  email: 'ana@example.com',
  tenant_pk: 1,
  permissions: [],
  locale: 'pt-BR',
  tenant: {
    tenant_pk: 1,
    name: 'Move',
    theme: 'move',
    features: {
      monetization: false,
      vouchers: false,
      logs: false,
      smartCharging: false,
      payment: false,
    },
  },
};

let root: Root | undefined;
let updateUser: ReturnType<typeof useSession>['updateUser'] = () => {};

/** Hands the test the session's updateUser, as the user menu and the session check use it. */
function Probe() {
  updateUser = useSession().updateUser;
  return null;
}

/** Lets the language changes the provider started settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(USER));
  if (!i18n.isInitialized) await initI18n('en');
  await applyLanguage('en');
});

afterEach(() => {
  act(() => root?.unmount());
  localStorage.clear();
});

it('keeps the language just chosen in the user menu when a stale session refresh answers the one saved before', async () => {
  root = createRoot(document.createElement('div'));
  act(() =>
    root!.render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <App>
            <SessionProvider>
              <Probe />
            </SessionProvider>
          </App>
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  );
  await settle();
  // On the visit, the language saved with the user applies.
  expect(i18n.language).toBe('pt-BR');

  // The user menu: the language applies at once, then the saved user says it.
  const chosen: Locale = 'en';
  await act(() => applyLanguage(chosen));
  act(() => updateUser({ ...USER, locale: chosen }));
  await settle();
  expect(i18n.language).toBe('en');

  // GET /api/session, asked before the choice was saved, answers with the language saved before.
  act(() => updateUser({ ...USER, locale: 'pt-BR' }));
  await settle();
  expect(i18n.language).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});
