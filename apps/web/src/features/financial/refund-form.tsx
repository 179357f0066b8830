import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { financialApi, type FinancialRow } from './financial-api';
import { digitsToCents } from './financial-rules';
import { FINANCIAL_REFUND_TEXTS } from './financial-texts';
import { RefundFields, type RefundKind } from './refund-fields';

/**
 * Refund of an approved payment (spec 3 §5 "Refund"): total, or a partial amount typed with the
 * cents mask that must not exceed what is left; the confirm button waits for a valid amount.
 */
export function RefundForm(props: { row: FinancialRow; onDone: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<RefundKind>('total');
  const [digits, setDigits] = useState('000');
  const [sending, setSending] = useState(false);

  async function confirm() {
    setSending(true);
    const partial = kind === 'partial' ? digitsToCents(digits) : undefined;
    const result = await financialApi.refund(props.row, partial);
    setSending(false);
    if (!result.ok) {
      void message.error(FINANCIAL_REFUND_TEXTS.refundFailure);
      return;
    }
    void message.success(FINANCIAL_REFUND_TEXTS.refundSuccess);
    await queryClient.invalidateQueries({ queryKey: ['financial'] });
    props.onDone();
  }

  return (
    <RefundFields
      row={props.row}
      kind={kind}
      digits={digits}
      sending={sending}
      onKind={setKind}
      onDigits={setDigits}
      onConfirm={() => void confirm()}
      onCancel={props.onDone}
    />
  );
}
