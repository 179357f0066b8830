import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import type { FinancialRow } from './financial-api';

/** The bottom footer of a selection: how many rows and the sum of their amounts (spec 3 §2). */
export function SelectionFooter(props: { rows: FinancialRow[]; onClear: () => void }) {
  const { t } = useTranslation();
  const format = useFormat(props.rows[0]?.moneyCoin ?? undefined);
  if (props.rows.length === 0) return null;
  const total = props.rows.reduce((sum, row) => sum + (row.paymentTransactionAmount ?? 0), 0);
  return (
    <Flex
      role="status"
      wrap
      gap={12}
      align="center"
      justify="space-between"
      className="financial-selection-footer"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        padding: '12px 16px',
        marginTop: 12,
        background: 'var(--ant-color-bg-elevated, #fff)',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.12)',
        borderRadius: 8,
      }}
    >
      <Typography.Text strong>
        {t('financial.selection.count', { count: props.rows.length })}
      </Typography.Text>
      <Typography.Text data-testid="financial-selection-total">
        {t('financial.selection.total', { total: format.money(total) })}
      </Typography.Text>
      <Button size="small" onClick={props.onClear}>
        {t('financial.selection.clear')}
      </Button>
    </Flex>
  );
}
