import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Divider, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { usePhoneScreen } from '../../components/use-phone-screen';
import { ExternalPaymentId } from './external-payment-id';
import { financialApi, type FinancialRow } from './financial-api';
import {
  invoiceStatusLabel,
  paymentStatusLabel,
  targetTypeLabel,
  userLabel,
} from './financial-labels';
import { availableCents, canRefund, canResendInvoice } from './financial-rules';
import { RefundForm } from './refund-form';
import { FINANCIAL_REFUND_TEXTS } from './financial-texts';

/** Resend of a failed invoice, after the spec's question (spec 3 §5 "Invoice"). */
function ResendInvoiceButton({ row }: { row: FinancialRow }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  return (
    <Button
      disabled={!canResendInvoice(row.nfeStatus)}
      onClick={() =>
        void modal.confirm({
          title: FINANCIAL_REFUND_TEXTS.resendConfirm,
          okText: t('financial.invoice.yes'),
          cancelText: t('financial.invoice.no'),
          onOk: async () => {
            const result = await financialApi.resendInvoice(row.transactionPk);
            if (!result.ok) {
              void message.error(FINANCIAL_REFUND_TEXTS.resendFailure);
              return;
            }
            void message.success(FINANCIAL_REFUND_TEXTS.resendSuccess);
            await queryClient.invalidateQueries({ queryKey: ['financial'] });
          },
        })
      }
    >
      {t('financial.invoice.resend')}
    </Button>
  );
}

function RowFields({ row, phone }: { row: FinancialRow; phone: boolean }) {
  const { t } = useTranslation();
  const format = useFormat(row.moneyCoin ?? undefined);
  const money = (cents: number | null) => (cents === null ? '—' : format.money(cents));
  const when = (at: string | null) => (at ? format.dateTime(at) : '—');
  const items = [
    [t('financial.columns.type'), targetTypeLabel(t, row.targetType)],
    [t('financial.columns.user'), userLabel(row)],
    [t('financial.drawer.email'), row.userEmail ?? '—'],
    [t('financial.drawer.idTag'), row.idTag ?? '—'],
    [t('financial.columns.station'), row.chargeBoxDescription ?? '—'],
    [t('financial.columns.account'), row.tenantAlias || row.tenantName || '—'],
    [t('financial.columns.paymentType'), row.paymentType ?? '—'],
    [t('financial.columns.status'), paymentStatusLabel(t, row)],
    [t('financial.columns.amount'), money(row.paymentTransactionAmount)],
    [t('financial.columns.refunded'), money(row.paymentTransactionAmountRefunded ?? 0)],
    [t('financial.columns.available'), money(availableCents(row))],
    [t('financial.drawer.paidTimestamp'), when(row.paidTimestamp)],
    [t('financial.drawer.stopTimestamp'), when(row.stopTimestamp)],
    [t('financial.drawer.voucher'), row.voucherUnitPk ?? '—'],
    [t('financial.drawer.voucherPaid'), money(row.moneyVoucher ?? null)],
    [
      t('financial.drawer.driverPaid'),
      money(
        row.moneyVoucher === null || row.moneyVoucher === undefined
          ? null
          : (row.paymentTransactionAmount ?? 0) - row.moneyVoucher,
      ),
    ],
    [t('financial.columns.invoice'), invoiceStatusLabel(t, row.nfeStatus)],
  ] as const;
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      layout={phone ? 'vertical' : 'horizontal'}
      items={[
        ...items.map(([label, children], index) => ({ key: index, label, children })),
        {
          key: 'external',
          label: t('financial.externalId.label'),
          children: <ExternalPaymentId row={row} />,
        },
      ]}
    />
  );
}

/** The side drawer of one movement: its fields, refund, invoice resend and link (spec 3 §2). */
export function FinancialDrawer(props: { row: FinancialRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhoneScreen();
  const [refunding, setRefunding] = useState(false);
  const { row } = props;
  const invoiceUrl = row?.nfeUrls?.[0];
  return (
    <Drawer
      open={row !== null}
      onClose={() => {
        setRefunding(false);
        props.onClose();
      }}
      size={phone ? '100%' : 480}
      title={row ? t('financial.drawer.title', { id: row.transactionPk }) : undefined}
      destroyOnHidden
    >
      {row && (
        <Flex vertical gap={16}>
          <Flex wrap gap={8}>
            <Button
              type="primary"
              danger
              disabled={!canRefund(row) || refunding}
              onClick={() => setRefunding(true)}
            >
              {t('financial.refund.button')}
            </Button>
            <ResendInvoiceButton row={row} />
            <Button
              disabled={!invoiceUrl}
              href={invoiceUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('financial.invoice.open')}
            </Button>
          </Flex>
          {refunding && (
            <section aria-label={t('financial.refund.title')}>
              <Typography.Title level={5}>{t('financial.refund.title')}</Typography.Title>
              <RefundForm row={row} onDone={() => setRefunding(false)} />
              <Divider />
            </section>
          )}
          <RowFields row={row} phone={phone} />
        </Flex>
      )}
    </Drawer>
  );
}
