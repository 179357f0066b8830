import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A money figure of a transaction, labelled as an estimate while the recharge runs. */
export function TransactionAmount(props: { text: string | null; estimate?: boolean }) {
  const { t } = useTranslation();
  if (props.text === null) return <>—</>;
  return (
    <span>
      {props.text}
      {props.estimate && (
        <Tag style={{ marginInlineStart: 6 }} data-testid="amount-estimate">
          {t('transactions.estimate')}
        </Tag>
      )}
    </span>
  );
}
