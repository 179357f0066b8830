import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListTable } from '../../components/list-table';
import { VoucherFilters } from './voucher-filters';
import { VoucherStatusTag } from './voucher-labels';
import { VoucherDate } from './voucher-date';
import type { VoucherListItem, VoucherListQuery } from './voucher-types';
import { useVoucherList, VOUCHER_PAGE_SIZE } from './vouchers-api';

/** Vouchers (spec 3 §2 "/vouchers"): filters, the table, 10 a page, 'Criar Voucher'. */
export function VouchersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<VoucherListQuery>({});
  const [page, setPage] = useState(1);
  const list = useVoucherList(query, page);
  return (
    <section aria-labelledby="vouchers-title">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title id="vouchers-title" level={2} style={{ margin: 0 }}>
          {t('vouchers.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/vouchers/create')}>
          {t('vouchers.create')}
        </Button>
      </Flex>
      <VoucherFilters
        onApply={(next) => {
          setQuery(next);
          setPage(1);
        }}
      />
      {list.isError ? (
        <Result
          status="error"
          title={t('vouchers.listFailed')}
          extra={[
            <Button key="home" onClick={() => navigate('/')}>
              {t('vouchers.toOverview')}
            </Button>,
            <Button key="retry" type="primary" onClick={() => void list.refetch()}>
              {t('vouchers.retry')}
            </Button>,
          ]}
        />
      ) : (
        <ListTable<VoucherListItem>
          rowKey="voucher_pk"
          loading={list.isFetching}
          dataSource={list.data?.results ?? []}
          locale={{ emptyText: t('vouchers.empty') }}
          phoneFirst={['code', 'status']}
          paging={{
            pageSize: VOUCHER_PAGE_SIZE,
            current: page,
            total: list.data?.count ?? 0,
            onChange: setPage,
          }}
          columns={[
            {
              key: 'code',
              title: t('vouchers.columns.code'),
              render: (_, row) => <Link to={`/voucher/${row.voucher_pk}`}>{row.code}</Link>,
            },
            { key: 'title', title: t('vouchers.columns.name'), dataIndex: 'title' },
            {
              key: 'units',
              title: t('vouchers.columns.total'),
              dataIndex: 'units',
              align: 'right',
            },
            {
              key: 'used',
              title: t('vouchers.columns.consumed'),
              dataIndex: 'used_total',
              align: 'right',
            },
            {
              key: 'start',
              title: t('vouchers.columns.start'),
              render: (_, row) => <VoucherDate value={row.start} />,
            },
            {
              key: 'expire',
              title: t('vouchers.columns.expire'),
              render: (_, row) => <VoucherDate value={row.expire} />,
            },
            {
              key: 'kind',
              title: t('vouchers.columns.type'),
              render: (_, row) => t(`vouchers.kinds.${row.kind}`),
            },
            {
              key: 'status',
              title: t('vouchers.columns.status'),
              render: (_, row) => <VoucherStatusTag status={row.status} />,
            },
          ]}
        />
      )}
    </section>
  );
}
