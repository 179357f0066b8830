import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionsApi, type TransactionItem } from './transactions-api';
import { TRANSACTION_TEXTS } from './transactions-texts';

/** Spec 2 §9: an idle payment can be cancelled once idle time exceeds 20 minutes. */
export const IDLE_CANCEL_AFTER_SECONDS = 20 * 60;

/** Cancels the idle-time charge; afterwards disabled and reading 'Idle Payment Canceled'. */
export function CancelIdlePaymentButton({ x }: { x: TransactionItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [canceled, setCanceled] = useState(x.isIdlePaymentCanceled);
  // The status tells an idle charge exists even to users who do not see its amount.
  const allowed = Boolean(x.idlePaymentStatus) && x.idleDuration > IDLE_CANCEL_AFTER_SECONDS;

  async function cancel() {
    setBusy(true);
    const result = await transactionsApi.cancelIdle(x.id);
    setBusy(false);
    if (result.ok && result.status === 204) {
      setCanceled(true);
      void message.success(TRANSACTION_TEXTS.idleCanceled);
      await queryClient.invalidateQueries({ queryKey: ['transactions'] });
    } else if (!result.ok && result.kind === 'network') {
      void message.error(TRANSACTION_TEXTS.idleCancelError);
    } else {
      void message.error(TRANSACTION_TEXTS.idleCancelFailed);
    }
  }

  if (canceled || x.isIdlePaymentCanceled)
    return <Button disabled>{TRANSACTION_TEXTS.idleCanceledButton}</Button>;
  return (
    <Button danger disabled={!allowed} loading={busy} onClick={() => void cancel()}>
      {t('transactions.cancelIdle')}
    </Button>
  );
}
