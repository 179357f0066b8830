import { canAccess, formatterOf, hasRole } from '@chargedeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session-context';
import { useFormat } from '../../app/i18n/use-format';
import { useDebounced } from '../ocpp-tags/use-debounced';
import { downloadReport } from './download-transactions';
import { InvoiceStatusCell } from './invoice-status';
import { TransactionDetails } from './transaction-details';
import { TransactionAmount } from './transaction-amount';
import { TransactionFilters, type TransactionFilterValues } from './transaction-filters';
import {
  TRANSACTION_PAGE_SIZE,
  transactionsApi,
  useTransactions,
  type TransactionItem,
} from './transactions-api';
import { TRANSACTION_TEXTS } from './transactions-texts';
import { ListTable } from '../../components/list-table';

/** Transactions (spec 2 "Transactions"): filters, details with power chart, payment approval. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { access } = useSession();
  const finance = access !== null && hasRole(access, 'DASH_FINANCIAL_INDICATORS');
  const canPay = access !== null && canAccess(access, '/transactions/:id/payment/edit');
  const canCancelIdle = access !== null && canAccess(access, '/cancel-idle-payment');
  const showNf = access !== null && canAccess(access, '/transactions/show_nf_column');
  const [filters, setFilters] = useState<TransactionFilterValues>({
    tag: '',
    search: '',
    range: [dayjs().subtract(2, 'day').startOf('day'), dayjs().endOf('day')],
  });
  const [page, setPage] = useState(1);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const settled = useDebounced(filters, 500);
  const list = useTransactions({
    userOcppTag: settled.tag.trim() || undefined,
    chargeBoxPk: settled.chargeBoxPk,
    paymentStatus: settled.paymentStatus,
    searchInput: settled.search.trim() || undefined,
    fromDate: settled.range[0].format('YYYY-MM-DD'),
    toDate: settled.range[1].format('YYYY-MM-DD'),
    page,
  });
  const count = list.data?.count ?? 0;
  const optionsDisabled = access !== null && hasRole(access, 'DASH_DISABLE_TRANSACTION_OPTIONS');
  const reportQuery = {
    chargeBoxPK: settled.chargeBoxPk,
    ocppUserTag: settled.tag.trim() || undefined,
    paymentStatus: settled.paymentStatus,
    searchInput: settled.search.trim() || undefined,
    fromDate: settled.range[0].format('YYYY-MM-DD'),
    toDate: settled.range[1].format('YYYY-MM-DD'),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  useEffect(() => {
    if (count < 10_000) return;
    const timer = setTimeout(() => void message.warning(TRANSACTION_TEXTS.queryCap), 3000);
    return () => clearTimeout(timer);
  }, [count, message]);

  async function approve() {
    const result = await transactionsApi.confirm(selected);
    if (result.ok) {
      void message.success(TRANSACTION_TEXTS.confirmed);
      setSelected([]);
      setSelecting(false);
    } else void message.error(TRANSACTION_TEXTS.confirmFailure);
    await queryClient.invalidateQueries({ queryKey: ['transactions'] });
  }

  const unpaid = (x: TransactionItem) =>
    x.hasPayment && x.stopTimestamp !== null && x.paymentStatus !== 'approved';
  return (
    <section aria-labelledby="transactions-title">
      <Typography.Title id="transactions-title" level={2} style={{ marginTop: 0 }}>
        {t('transactions.title')}
      </Typography.Title>
      <TransactionFilters
        value={filters}
        onChange={(value) => {
          setFilters(value);
          setPage(1);
        }}
        finance={finance}
        optionsDisabled={optionsDisabled}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Tooltip title={optionsDisabled ? TRANSACTION_TEXTS.disabledField : undefined}>
          <Button
            icon={<DownloadOutlined />}
            disabled={optionsDisabled}
            onClick={() =>
              void downloadReport('report/xlsx/transactions', reportQuery, 'transactions.xlsx', {
                message,
                modal,
              })
            }
          >
            {t('transactions.download')}
          </Button>
        </Tooltip>
        {canPay && (
          <Button onClick={() => setSelecting(!selecting)}>
            {t(selecting ? 'transactions.cancelSelection' : 'transactions.approve')}
          </Button>
        )}
        {canPay && selecting && (
          <Button type="primary" disabled={selected.length === 0} onClick={() => void approve()}>
            {t('transactions.confirmSelected', { count: selected.length })}
          </Button>
        )}
      </Space>
      {list.isError && (
        <Typography.Text type="danger">{t('transactions.loadFailure')}</Typography.Text>
      )}
      <ListTable<TransactionItem>
        rowKey="id"
        // A phone sees where, when, how much energy and what it earned before it scrolls.
        phoneFirst={['station', 'period', 'energy', 'income']}
        loading={list.isFetching}
        dataSource={list.data?.list}
        paging={{
          current: page,
          pageSize: TRANSACTION_PAGE_SIZE,
          total: count,
          onChange: setPage,
        }}
        rowSelection={
          selecting
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (x) => ({ disabled: !unpaid(x) }),
              }
            : undefined
        }
        expandable={{
          // Fixed to the left: an expanded row keeps the screen's width while the table scrolls.
          fixed: 'left',
          expandedRowRender: (x) => (
            <TransactionDetails id={x.id} canPay={canPay} canCancelIdle={canCancelIdle} />
          ),
        }}
        columns={[
          { key: 'id', title: t('transactions.id'), dataIndex: 'id' },
          {
            key: 'station',
            title: t('transactions.station'),
            render: (_, x) => (
              <>
                {x.chargeBoxDescription}
                <br />
                <Typography.Text type="secondary">{x.chargeBoxId}</Typography.Text>
              </>
            ),
          },
          { key: 'connector', title: t('transactions.connector'), dataIndex: 'connectorId' },
          {
            key: 'user',
            title: t('transactions.user'),
            render: (_, x) => x.userName ?? x.ocppIdTag,
          },
          {
            key: 'period',
            title: t('transactions.period'),
            render: (_, x) =>
              `${format.dateTime(x.startTimestamp)} - ${
                x.stopTimestamp ? format.dateTime(x.stopTimestamp) : TRANSACTION_TEXTS.charging
              }`,
          },
          {
            key: 'duration',
            title: t('transactions.duration'),
            render: (_, x) => format.duration(x.durationTime),
          },
          ...(showNf
            ? [
                {
                  key: 'nf',
                  title: t('transactions.nf'),
                  render: (_: unknown, x: TransactionItem) => <InvoiceStatusCell x={x} />,
                },
              ]
            : []),
          {
            key: 'paymentType',
            title: t('transactions.paymentType'),
            render: (_, x) => x.paymentType ?? '—',
          },
          ...(finance
            ? [
                {
                  key: 'income',
                  title: t('transactions.income'),
                  render: (_: unknown, x: TransactionItem) => (
                    <TransactionAmount
                      text={
                        x.income === null || x.income === undefined
                          ? null
                          : formatterOf(format.locale, { currency: x.moneyCoin }).money(x.income)
                      }
                      estimate={x.isAmountEstimate}
                    />
                  ),
                },
              ]
            : []),
          {
            key: 'energy',
            title: t('transactions.energy'),
            render: (_, x) => (x.energyWh === null ? '—' : format.energy(x.energyWh)),
          },
        ]}
      />
    </section>
  );
}
