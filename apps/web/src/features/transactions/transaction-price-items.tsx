import type { TransactionPriceItem } from '@chargedeck/shared';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';

const KINDS = ['start', 'energy', 'duration', 'idle', 'operationFee', 'taxes'] as const;
const UNITS = ['kWh', 'hour', 'recharge'] as const;

/** The line items a pricing profile gave the recharge at its stop (or gives it now, while it runs). */
export function TransactionPriceItems(props: {
  profileName: string;
  items: TransactionPriceItem[];
  /** A running recharge's items, priced now: labelled as an estimate. */
  estimate?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const kindText = (kind: string) => {
    const known = KINDS.find((k) => k === kind);
    return known ? t(`transactions.pricing.kinds.${known}`) : kind;
  };
  const unitText = (unit: string) => {
    const known = UNITS.find((u) => u === unit);
    return known ? t(`transactions.pricing.units.${known}`) : unit;
  };
  return (
    <div>
      <Typography.Text strong>
        {t('transactions.pricing.title', { name: props.profileName })}
      </Typography.Text>
      {props.estimate && <Tag style={{ marginInlineStart: 6 }}>{t('transactions.estimate')}</Tag>}
      <Table<TransactionPriceItem>
        size="small"
        pagination={false}
        scroll={{ x: true }}
        rowKey={(_, index) => String(index)}
        dataSource={props.items}
        columns={[
          {
            key: 'kind',
            title: t('transactions.pricing.item'),
            render: (_, i) => kindText(i.kind),
          },
          {
            key: 'quantity',
            title: t('transactions.pricing.quantity'),
            render: (_, i) =>
              i.unit === 'fraction'
                ? format.percent(i.quantity * 100, 1)
                : `${format.number(i.quantity, 3)} ${unitText(i.unit)}`,
          },
          {
            key: 'unitPrice',
            title: t('transactions.pricing.unitPrice'),
            render: (_, i) => (i.unit === 'fraction' ? '' : format.money(i.unitPrice)),
          },
          {
            key: 'amount',
            title: t('transactions.pricing.amount'),
            align: 'right',
            render: (_, i) => format.money(i.amountCents),
          },
        ]}
      />
    </div>
  );
}
