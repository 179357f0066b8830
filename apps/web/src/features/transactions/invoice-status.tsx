import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { transactionsApi, type TransactionItem } from './transactions-api';
import { TRANSACTION_TEXTS } from './transactions-texts';

/** Spec 3 §4: statuses shown red, from which a resend is offered (spec 3 §5). */
const ERROR_STATUSES = [
  'erro_autorizacao',
  'rejeitado',
  'permissao_negada',
  'error_cs',
  'error_disabled_or_not_configured',
  'erro_cancelamento',
];
const RESENDABLE = ['erro_autorizacao', 'rejeitado'];
const KNOWN = [
  'autorizado',
  'processando_autorizacao',
  'erro_autorizacao',
  'rejeitado',
  'permissao_negada',
  'cancelado',
  'erro_cancelamento',
] as const;

export const canResendInvoice = (x: TransactionItem) =>
  x.nfeStatus !== null && RESENDABLE.includes(x.nfeStatus);

/** Asks 'Tentar novamente' / 'Sair' and resends the invoice; the list reloads afterwards. */
export function useInvoiceResend() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  return (id: number) =>
    modal.confirm({
      title: TRANSACTION_TEXTS.invoiceRetry,
      okText: TRANSACTION_TEXTS.invoiceRetryOk,
      cancelText: TRANSACTION_TEXTS.invoiceRetryExit,
      onOk: async () => {
        const result = await transactionsApi.resendInvoice(id);
        if (result.ok) void message.success(TRANSACTION_TEXTS.invoiceResent);
        else void message.error(TRANSACTION_TEXTS.invoiceResendFailure);
        await queryClient.invalidateQueries({ queryKey: ['transactions'] });
      },
    });
}

function useStatusLabel() {
  const { t } = useTranslation();
  return (status: string | null) => {
    const known = KNOWN.find((s) => s === status);
    if (known) return t(`transactions.nfeStatus.${known}`);
    return status ?? t('transactions.nfeStatus.none');
  };
}

/**
 * The NF cell (spec 2 §4): red for error statuses (a click offers the resend), neutral while
 * the authorisation is processing, the default colour otherwise.
 */
export function InvoiceStatusCell({ x }: { x: TransactionItem }) {
  const label = useStatusLabel();
  const resend = useInvoiceResend();
  if (x.nfeStatus === null) return <>—</>;
  if (ERROR_STATUSES.includes(x.nfeStatus)) {
    return canResendInvoice(x) ? (
      <Button
        size="small"
        danger
        onClick={(event) => {
          event.stopPropagation();
          resend(x.id);
        }}
        aria-label={`${label(x.nfeStatus)}: ${TRANSACTION_TEXTS.invoiceRetryOk}`}
      >
        {label(x.nfeStatus)}
      </Button>
    ) : (
      <Tag color="error">{label(x.nfeStatus)}</Tag>
    );
  }
  return (
    <Tag color={x.nfeStatus === 'processando_autorizacao' ? 'processing' : undefined}>
      {label(x.nfeStatus)}
    </Tag>
  );
}
