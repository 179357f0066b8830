import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from '../../app/i18n/i18n';
import { TransactionAmount } from './transaction-amount';

async function render(lng: string, estimate: boolean) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <TransactionAmount text="R$ 10,00" estimate={estimate} />
    </I18nextProvider>,
  );
}

describe('A transaction amount', () => {
  it.each([
    ['pt-BR', 'Estimativa'],
    ['en', 'Estimate'],
    ['es', 'Estimación'],
  ])('is labelled as an estimate while the recharge runs (%s)', async (lng, label) => {
    const html = await render(lng, true);
    expect(html).toContain('R$ 10,00');
    expect(html).toContain(label);
  });

  it('has no label once settled', async () => {
    expect(await render('pt-BR', false)).not.toContain('amount-estimate');
  });
});
