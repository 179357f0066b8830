import dayjs, { type Dayjs } from 'dayjs';
import { paymentStatusKey } from '@chargedeck/shared';
import { describe, expect, it } from 'vitest';
import {
  amountDigits,
  availableCents,
  canRefund,
  canResendInvoice,
  digitsToCents,
  isFutureDay,
  partialAmountProblem,
  periodPresets,
  periodProblem,
  targetTypeKey,
} from './financial-rules';
import { toQuery } from './financial-query';

const paid = (cents: number, refunded = 0, status = 'approved') => ({
  paymentStatus: status,
  paymentTransactionAmount: cents,
  paymentTransactionAmountRefunded: refunded,
});

describe('the refund rule (spec 3 §5 "Refund")', () => {
  it('allows a refund only of an approved payment', () => {
    expect(canRefund(paid(1000))).toBe(true);
    expect(canRefund(paid(1000, 1000, 'refunded'))).toBe(false);
    for (const status of ['pending', 'in_process', 'rejected', 'cancelled', 'charged_back'])
      expect(canRefund(paid(1000, 0, status)), status).toBe(false);
  });

  it('refuses a partial amount above what is left, naming the remainder once refunded', () => {
    expect(partialAmountProblem(1000, paid(1000))).toBeNull();
    expect(partialAmountProblem(1001, paid(1000))).toBe('tooLarge');
    expect(partialAmountProblem(400, paid(1000, 600))).toBeNull();
    expect(partialAmountProblem(401, paid(1000, 600))).toBe('tooLargeRemaining');
    expect(partialAmountProblem(0, paid(1000))).toBe('zero');
    expect(availableCents(paid(1000, 600))).toBe(400);
    // A voucher paid 700 of 1000: only the driver's 300 is left to refund, as the server says.
    const partlyByVoucher = { ...paid(1000), paymentTransactionAmountAvailable: 300 };
    expect(availableCents(partlyByVoucher)).toBe(300);
    expect(partialAmountProblem(301, partlyByVoucher)).toBe('tooLarge');
  });

  it('keeps a typed amount as a digit string of at least 3 digits, the last two decimals', () => {
    expect(amountDigits('')).toBe('000');
    expect(amountDigits('5')).toBe('005');
    expect(amountDigits('R$ 0,051')).toBe('051');
    expect(amountDigits('R$ 12,345')).toBe('12345');
    expect(amountDigits('R$ 0,0')).toBe('000');
    expect(digitsToCents(amountDigits('R$ 12,345'))).toBe(12345);
  });
});

describe('the invoice rule (spec 3 §5 "Invoice")', () => {
  it('offers a resend only after an authorisation error or a rejection', () => {
    expect(canResendInvoice('erro_autorizacao')).toBe(true);
    expect(canResendInvoice('rejeitado')).toBe(true);
    for (const status of ['autorizado', 'processando_autorizacao', 'permissao_negada', null])
      expect(canResendInvoice(status), String(status)).toBe(false);
  });
});

describe('the period rule (spec 3 §5 "Financial filters", §9)', () => {
  const today = dayjs('2026-11-24T15:00:00');

  it('offers this month to today and the two whole months before it', () => {
    const presets = periodPresets(today);
    expect(presets.map((p) => p.key)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(presets[0].range.map((d) => d.format('YYYY-MM-DD'))).toEqual([
      '2026-11-01',
      '2026-11-24',
    ]);
    expect(presets[2].range.map((d) => d.format('YYYY-MM-DD'))).toEqual([
      '2026-09-01',
      '2026-09-30',
    ]);
  });

  it('refuses future days and ranges of 365 days or more', () => {
    expect(isFutureDay(dayjs('2026-11-25'), today)).toBe(true);
    expect(isFutureDay(dayjs('2026-11-24'), today)).toBe(false);
    expect(periodProblem([dayjs('2026-11-01'), dayjs('2026-11-25')], today)).toBe('future');
    expect(periodProblem([dayjs('2025-11-25'), dayjs('2026-11-24')], today)).toBeNull();
    expect(periodProblem([dayjs('2025-11-24'), dayjs('2026-11-24')], today)).toBe('tooLong');
  });
});

describe('the search (spec 3 §5)', () => {
  it('strips every space and ignores case in what is sent', () => {
    const filters = {
      period: '2026-11',
      range: [dayjs('2026-11-01'), dayjs('2026-11-24T23:59:59')] as [Dayjs, Dayjs],
      search: '  Ana.Souza @Example.COM ',
      sort: 'paidTimestamp' as const,
    };
    expect(toQuery(filters)).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-24',
      userEmailOrTransactionId: 'ana.souza@example.com',
    });
    expect(toQuery({ ...filters, search: ' 12 34 ' }).userEmailOrTransactionId).toBe('1234');
    expect(toQuery({ ...filters, search: '   ' }).userEmailOrTransactionId).toBeUndefined();
  });
});

describe('labels (spec 3 §3, §4)', () => {
  it('shows a partial refund unless the payment was refunded in full', () => {
    expect(paymentStatusKey(paid(1000, 300))).toBe('partial_refund');
    expect(paymentStatusKey(paid(1000, 1000, 'refunded'))).toBe('refunded');
    expect(paymentStatusKey(paid(1000))).toBe('approved');
  });

  it('names the target types', () => {
    expect(targetTypeKey('TRANSACTION')).toBe('recharge');
    expect(targetTypeKey('USER')).toBe('deposit');
    expect(targetTypeKey('IDLE')).toBe('idle');
  });
});
