import { moneyText, type TransactionPriceItem } from '@chargedeck/shared';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const KINDS = ['start', 'energy', 'duration', 'idle', 'operationFee', 'taxes'] as const;
const number = (value: number) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 }).format(value);

/** The line items a pricing profile gave the recharge at its stop. */
export function TransactionPriceItems(props: {
  profileName: string;
  items: TransactionPriceItem[];
}) {
  const { t } = useTranslation();
  const kindText = (kind: string) => {
    const known = KINDS.find((k) => k === kind);
    return known ? t(`transactions.pricing.kinds.${known}`) : kind;
  };
  return (
    <div>
      <Typography.Text strong>
        {t('transactions.pricing.title', { name: props.profileName })}
      </Typography.Text>
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
              `${number(i.unit === 'fraction' ? i.quantity * 100 : i.quantity)} ${i.unit === 'fraction' ? '%' : i.unit}`,
          },
          {
            key: 'unitPrice',
            title: t('transactions.pricing.unitPrice'),
            render: (_, i) => (i.unit === 'fraction' ? '' : moneyText(i.unitPrice, 'BRL')),
          },
          {
            key: 'amount',
            title: t('transactions.pricing.amount'),
            align: 'right',
            render: (_, i) => moneyText(i.amountCents, 'BRL'),
          },
        ]}
      />
    </div>
  );
}
