import { PAYMENT_STATUSES } from '@chargedeck/shared';
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { downloadReport } from './download-transactions';
import { CancelIdlePaymentButton } from './idle-payment';
import { InvoiceStatusCell, canResendInvoice, useInvoiceResend } from './invoice-status';
import { TransactionPowerChart } from './transaction-power-chart';
import { TransactionAmount } from './transaction-amount';
import { TransactionPriceItems } from './transaction-price-items';
import { transactionsApi, useTransactionDetail } from './transactions-api';
import { TRANSACTION_TEXTS } from './transactions-texts';

/** Spec 2 §8: the meter-values file of a recharge longer than this is refused. */
const MAX_METER_VALUES_HOURS = 5;

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      <Typography.Text>{children ?? '—'}</Typography.Text>
    </span>
  );
}

export interface DetailRights {
  canPay: boolean;
  canCancelIdle: boolean;
}

/**
 * The expanded row: details, power chart, manual payment confirmation, idle-payment cancel and
 * the invoice's resend and link.
 */
export function TransactionDetails({ id, canPay, canCancelIdle }: { id: number } & DetailRights) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const resendInvoice = useInvoiceResend();
  const detail = useTransactionDetail(id);
  const format = useFormat(detail.data?.transaction.moneyCoin);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!detail.data)
    return <Typography.Text type="danger">{t('transactions.loadFailure')}</Typography.Text>;
  const x = detail.data.transaction;
  const samples = detail.data.values['Power.Active.Import'] ?? [];
  const status = PAYMENT_STATUSES.find((s) => s === x.paymentStatus);
  const end = x.stopTimestamp ? Date.parse(x.stopTimestamp) : Date.now();
  const money = (cents: number | null | undefined) =>
    cents === null || cents === undefined ? null : format.money(cents);
  const tooLong = end - Date.parse(x.startTimestamp) > MAX_METER_VALUES_HOURS * 3_600_000;

  async function pay() {
    const result = await transactionsApi.pay(id);
    if (result.ok) void message.success(TRANSACTION_TEXTS.confirmed);
    else void message.error(TRANSACTION_TEXTS.confirmFailure);
    await queryClient.invalidateQueries({ queryKey: ['transactions'] });
  }

  return (
    <Flex vertical gap={12} style={{ maxWidth: 'calc(100vw - 160px)' }}>
      <Flex wrap gap="8px 32px">
        <Entry label={t('transactions.stopReason')}>{x.stopReason}</Entry>
        <Entry label={t('transactions.amount')}>
          <TransactionAmount text={money(x.transactionAmount)} estimate={x.isAmountEstimate} />
        </Entry>
        <Entry label={t('transactions.paymentStatus')}>
          {status && t(`transactions.paymentStatuses.${status}`)}
        </Entry>
        <Entry label={t('transactions.paymentType')}>{x.paymentType}</Entry>
        <Entry label={t('transactions.idleTime')}>
          {x.idleDuration ? format.duration(x.idleDuration) : null}
        </Entry>
        {x.moneyIdlePaymentTransactionAmount !== undefined && (
          <Entry label={t('transactions.idleAmount')}>
            {money(x.moneyIdlePaymentTransactionAmount)}
          </Entry>
        )}
        <Entry label={t('transactions.invoice')}>
          <InvoiceStatusCell x={x} />
        </Entry>
      </Flex>
      {detail.data.pricing && (
        <TransactionPriceItems
          profileName={detail.data.pricing.profileName}
          items={detail.data.pricing.items}
          estimate={x.isAmountEstimate}
        />
      )}
      {samples.length > 0 && (
        <TransactionPowerChart samples={samples} label={t('transactions.power')} />
      )}
      <Flex wrap gap={12} align="center">
        <Button
          icon={<DownloadOutlined />}
          disabled={tooLong}
          onClick={() =>
            void downloadReport(
              `report/xlsx/transactions/${id}/meter-values`,
              {},
              `transaction-${id}-meter-values.xlsx`,
              { message, modal },
            )
          }
        >
          {t('transactions.meterValues')}
        </Button>
        {canPay && x.hasPayment && x.stopTimestamp && x.paymentStatus !== 'approved' && (
          <Button type="primary" onClick={() => void pay()}>
            {t('transactions.confirmPayment')}
          </Button>
        )}
        {canCancelIdle && x.stopTimestamp && <CancelIdlePaymentButton x={x} />}
        {canResendInvoice(x) && (
          <Button onClick={() => resendInvoice(id)}>{t('transactions.invoiceResend')}</Button>
        )}
        {x.nfeStatus !== null && (
          <Button
            icon={<FileTextOutlined />}
            disabled={x.nfeUrls.length === 0}
            href={x.nfeUrls[0]}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('transactions.invoiceOpen')}
          </Button>
        )}
        {tooLong && <Typography.Text type="warning">{TRANSACTION_TEXTS.tooLong}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
