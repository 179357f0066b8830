import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS, i18n } from '../../app/i18n/i18n';
import type { FinancialRow } from './financial-api';
import { invoiceStatusLabel, paymentStatusLabel, targetTypeLabel } from './financial-labels';
import { RefundFields } from './refund-fields';

async function translator(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng });
  return i18n;
}

const row = (change: Partial<FinancialRow> = {}): FinancialRow => ({
  transactionPk: 7,
  targetType: 'TRANSACTION',
  userFirstName: 'Ana',
  userLastName: 'Souza',
  userEmail: 'ana@example.com',
  idTag: 'TAG-1',
  paymentStatus: 'approved',
  paymentType: 'MERCADO_PAGO_CARD',
  voucherUnitPk: null,
  paidTimestamp: '2026-11-20T12:00:00Z',
  stopTimestamp: '2026-11-20T11:58:00Z',
  createdTimestamp: '2026-11-20T11:00:00Z',
  paymentTransactionAmount: 1000,
  paymentTransactionAmountRefunded: 0,
  paymentTransactionAmountAvailable: 1000,
  paymentTransactionAmountHumanReadable: 'R$ 10,00',
  paymentTransactionAmountAvailableHumanReadable: 'R$ 10,00',
  paymentExternalId: null,
  tenantName: 'Move',
  tenantAlias: 'move',
  chargeBoxId: 'CB-1',
  chargeBoxDescription: 'Estação Paulista',
  nfeStatus: 'autorizado',
  nfeUrls: [],
  energyCostHumanReadable: null,
  taxIncomeHumanReadable: null,
  moneyVoucher: null,
  moneyVoucherHumanReadable: null,
  moneyPerTransactionIncomeHumanReadable: null,
  moneyCoin: 'BRL',
  ...change,
});

/** The interface's own instance: the spec texts of §8 are read from it. */
async function interfaceIn(lng: string) {
  if (!i18n.isInitialized) await i18n.init({ ...I18N_OPTIONS, lng });
  else await i18n.changeLanguage(lng);
  return i18n;
}

async function refund(lng: string, kind: 'total' | 'partial', digits: string, r = row()) {
  await interfaceIn(lng);
  const noop = () => undefined;
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RefundFields
        row={r}
        kind={kind}
        digits={digits}
        sending={false}
        onKind={noop}
        onDigits={noop}
        onConfirm={noop}
        onCancel={noop}
      />
    </I18nextProvider>,
  ).replaceAll('<!-- -->', '');
}

const confirmDisabled = (html: string) =>
  /<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Confirmar reembolso/.test(html);

describe('financial labels', () => {
  it('speak pt-BR as spec 3 §3 and §4 write them, and English', async () => {
    const pt = await translator('pt-BR');
    expect(paymentStatusLabel(pt.t, row({ paymentTransactionAmountRefunded: 300 }))).toBe(
      'Devolução parcial',
    );
    expect(paymentStatusLabel(pt.t, row())).toBe('Pago');
    expect(paymentStatusLabel(pt.t, row({ paymentStatus: 'refunded' }))).toBe('Reembolsado');
    expect(targetTypeLabel(pt.t, 'TRANSACTION')).toBe('Recarga');
    expect(targetTypeLabel(pt.t, 'USER')).toBe('Depósito');
    expect(targetTypeLabel(pt.t, 'IDLE')).toBe('Ociosidade');
    expect(invoiceStatusLabel(pt.t, 'autorizado')).toBe('Emitida');
    const en = await translator('en');
    expect(paymentStatusLabel(en.t, row({ paymentTransactionAmountRefunded: 300 }))).toBe(
      'Partial refund',
    );
    expect(targetTypeLabel(en.t, 'USER')).toBe('Deposit');
  });
});

describe('the refund form', () => {
  it('confirms a total refund at once', async () => {
    const html = await refund('pt-BR', 'total', '000');
    expect(confirmDisabled(html)).toBe(false);
    expect(html).not.toContain('Valor parcial');
  });

  it('shows a partial amount with the mask and accepts it up to the total', async () => {
    const html = await refund('pt-BR', 'partial', '1000');
    expect(html).toMatch(/value="R\$\s10,00"/);
    expect(html).not.toContain('não pode ser maior');
    expect(confirmDisabled(html)).toBe(false);
  });

  it('refuses more than the total, with the spec text, and disables confirm', async () => {
    const html = await refund('pt-BR', 'partial', '1001');
    expect(html).toContain('O valor parcial não pode ser maior que o valor total<');
    expect(confirmDisabled(html)).toBe(true);
  });

  it("adds 'restante' once a refund exists", async () => {
    const html = await refund(
      'pt-BR',
      'partial',
      '401',
      row({ paymentTransactionAmountRefunded: 600, paymentTransactionAmountAvailable: 400 }),
    );
    expect(html).toContain('O valor parcial não pode ser maior que o valor total restante');
    expect(confirmDisabled(html)).toBe(true);
  });

  it('waits for an amount above zero', async () => {
    expect(confirmDisabled(await refund('pt-BR', 'partial', '000'))).toBe(true);
  });
});
