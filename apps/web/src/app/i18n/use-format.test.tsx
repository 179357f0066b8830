import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { findTheme } from '@chargedeck/shared';
import { SessionContext, type SessionValue } from '../auth/session-context';
import { ThemeContext } from '../theme/theme-context';
import { I18N_OPTIONS } from './i18n';
import { useFormat } from './use-format';

function Probe({ coin }: { coin?: string }) {
  const format = useFormat(coin);
  return (
    <output>{`${format.money(1849)} | ${format.energy(1460)} | ${format.date('2026-11-24')}`}</output>
  );
}

function sessionIn(currency: string | undefined): SessionValue {
  return {
    session: {
      token: 't',
      user: {
        id: 1,
        name: 'Ana',
        email: 'ana@example.com',
        tenant_pk: 1,
        permissions: [],
        tenant: {
          tenant_pk: 1,
          name: 'Move',
          theme: 'move',
          currency,
          features: {
            monetization: true,
            vouchers: false,
            logs: false,
            smartCharging: false,
            payment: false,
          },
        },
      },
    },
    access: null,
    signIn: () => undefined,
    updateUser: () => undefined,
    signOut: () => undefined,
  };
}

async function render(lng: string, options: { currency?: string; coin?: string }) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ThemeContext value={findTheme('voltway')}>
        <SessionContext value={sessionIn(options.currency)}>
          <Probe coin={options.coin} />
        </SessionContext>
      </ThemeContext>
    </I18nextProvider>,
  );
  return html.replace(/<\/?output>/g, '').replace(/[\u00a0\u202f]/g, ' ');
}

describe('useFormat', () => {
  it('reads the language in use and the signed-in tenant currency', async () => {
    expect(await render('pt-BR', { currency: 'BRL' })).toBe('R$ 18,49 | 1,46 kWh | 24/11/2026');
    expect(await render('en', { currency: 'BRL' })).toBe('R$18.49 | 1.46 kWh | 11/24/2026');
  });

  it("falls back to the theme's currency and lets an answer's coin win", async () => {
    expect(await render('en', {})).toBe('$18.49 | 1.46 kWh | 11/24/2026');
    expect(await render('pt-BR', { currency: 'BRL', coin: 'USD' })).toContain('US$ 18,49');
  });
});
