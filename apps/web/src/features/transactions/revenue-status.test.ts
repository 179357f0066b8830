import i18next from 'i18next';
import { REVENUE_STATUSES } from '@chargedeck/shared';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from '../../app/i18n/i18n';

async function textsOf(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng });
  return [
    i18n.t('transactions.revenueStatus'),
    ...REVENUE_STATUSES.map((s) => i18n.t(`transactions.revenueStatuses.${s}`)),
  ];
}

describe('The revenue-status filter (spec 2 §9)', () => {
  it.each([
    ['pt-BR', ['Todos os status de receita', 'Receita Paga', 'Receita Não Paga', 'Sem cobrança']],
    ['en', ['All Revenue Status', 'Paid revenue', 'Unpaid revenue', 'No charge']],
    ['es', ['Todos los estados de ingreso', 'Ingreso pagado', 'Ingreso no pagado', 'Sin cobro']],
  ])('names All, PAID, UNPAID and PRICELESS in %s', async (lng, texts) => {
    expect(await textsOf(lng)).toEqual(texts);
  });
});
