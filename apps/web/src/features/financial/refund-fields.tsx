import { Button, Flex, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import type { FinancialRow } from './financial-api';
import { partialAmountText } from './financial-texts';
import { amountDigits, digitsToCents, partialAmountProblem } from './financial-rules';

export type RefundKind = 'total' | 'partial';

interface RefundFieldsProps {
  row: FinancialRow;
  kind: RefundKind;
  /** The partial amount as the mask keeps it: digits, the last two the cents. */
  digits: string;
  sending: boolean;
  onKind: (kind: RefundKind) => void;
  onDigits: (digits: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What the refund shows for a given choice and amount: the rule's text and the confirm state. */
export function RefundFields(props: RefundFieldsProps) {
  const { t } = useTranslation();
  const format = useFormat(props.row.moneyCoin ?? undefined);
  const cents = digitsToCents(props.digits);
  const problem = props.kind === 'partial' ? partialAmountProblem(cents, props.row) : null;
  const tooLarge = problem === 'tooLarge' || problem === 'tooLargeRemaining';
  return (
    <Flex vertical gap={12}>
      <Radio.Group
        aria-label={t('financial.refund.kind')}
        value={props.kind}
        onChange={(e) => props.onKind(e.target.value as RefundKind)}
        options={[
          { value: 'total', label: t('financial.refund.total') },
          { value: 'partial', label: t('financial.refund.partial') },
        ]}
      />
      {props.kind === 'partial' && (
        <Flex vertical gap={4}>
          <Input
            aria-label={t('financial.refund.amount')}
            inputMode="numeric"
            value={format.money(cents)}
            status={tooLarge ? 'error' : undefined}
            onChange={(e) => props.onDigits(amountDigits(e.target.value))}
          />
          {tooLarge && (
            <Typography.Text type="danger" role="alert">
              {partialAmountText(problem)}
            </Typography.Text>
          )}
        </Flex>
      )}
      <Flex gap={8} justify="flex-end">
        <Button onClick={props.onCancel}>{t('financial.refund.cancel')}</Button>
        <Button
          type="primary"
          danger
          loading={props.sending}
          disabled={problem !== null}
          onClick={props.onConfirm}
        >
          {t('financial.refund.confirm')}
        </Button>
      </Flex>
    </Flex>
  );
}
