import { FINANCIAL_PAGE_SIZE, formatterOf } from '@chargedeck/shared';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { ListTable } from '../../components/list-table';
import type { FinancialRow } from './financial-api';
import { paymentStatusLabel, targetTypeLabel, userLabel } from './financial-labels';

/** A row's key: a deposit and a recharge may share a number. */
export const rowKeyOf = (row: FinancialRow) => `${row.targetType}-${row.transactionPk}`;

/** The financial list: selectable rows, 10 a page, a row opens the drawer (spec 3 §2). */
export function FinancialTable(props: {
  rows: FinancialRow[] | undefined;
  total: number;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  selected: FinancialRow[];
  onSelect: (rows: FinancialRow[]) => void;
  onOpen: (row: FinancialRow) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const moneyOf = (row: FinancialRow, cents: number | null) =>
    cents === null
      ? '—'
      : formatterOf(format.locale, { currency: row.moneyCoin ?? format.currency }).money(cents);
  return (
    <ListTable<FinancialRow>
      rowKey={rowKeyOf}
      // A phone sees what moved, how much and its state before it scrolls.
      phoneFirst={['id', 'type', 'amount', 'status']}
      loading={props.loading}
      dataSource={props.rows}
      locale={{ emptyText: t('financial.empty') }}
      paging={{
        current: props.page,
        pageSize: FINANCIAL_PAGE_SIZE,
        total: props.total,
        onChange: props.onPage,
      }}
      rowSelection={{
        selectedRowKeys: props.selected.map(rowKeyOf),
        onChange: (_, rows) => props.onSelect(rows),
        preserveSelectedRowKeys: true,
      }}
      columns={[
        {
          key: 'id',
          title: t('financial.columns.id'),
          // The id opens the row's drawer.
          render: (_, row) => (
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 0 }}
              aria-label={`${t('financial.drawer.open')} ${row.transactionPk}`}
              onClick={() => props.onOpen(row)}
            >
              {row.transactionPk}
            </Button>
          ),
        },
        {
          key: 'type',
          title: t('financial.columns.type'),
          render: (_, row) => targetTypeLabel(t, row.targetType),
        },
        { key: 'user', title: t('financial.columns.user'), render: (_, row) => userLabel(row) },
        {
          key: 'station',
          title: t('financial.columns.station'),
          render: (_, row) => row.chargeBoxDescription ?? '—',
        },
        {
          key: 'date',
          title: t('financial.columns.date'),
          render: (_, row) => {
            const at = row.paidTimestamp ?? row.stopTimestamp;
            return at ? format.dateTime(at) : '—';
          },
        },
        {
          key: 'paymentType',
          title: t('financial.columns.paymentType'),
          render: (_, row) => row.paymentType ?? '—',
        },
        {
          key: 'status',
          title: t('financial.columns.status'),
          render: (_, row) => <Tag>{paymentStatusLabel(t, row)}</Tag>,
        },
        {
          key: 'amount',
          title: t('financial.columns.amount'),
          align: 'right',
          render: (_, row) => moneyOf(row, row.paymentTransactionAmount),
        },
        {
          key: 'account',
          title: t('financial.columns.account'),
          render: (_, row) => row.tenantAlias || row.tenantName || '—',
        },
      ]}
    />
  );
}
