import { Card, Empty, List, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { historyAmountText } from './voucher-rules';
import type { Voucher, VoucherHistoryEntry } from './voucher-types';
import { useVoucherHistory, VOUCHER_PAGE_SIZE } from './vouchers-api';

/** The voucher's activity (spec 3 §2): each use with its user, charger, address and balance. */
export function VoucherHistory({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [userPk, setUserPk] = useState<number>();
  const history = useVoucherHistory(voucher.voucher_pk, page, userPk);
  const money = (cents: number) => format.money(cents);
  const amount = (value: number | null) => historyAmountText(voucher.kind, value, format);
  return (
    <Card
      title={t('vouchers.detail.history')}
      style={{ marginTop: 16 }}
      extra={
        <Select<number>
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={t('vouchers.detail.userFilter')}
          placeholder={t('vouchers.detail.userFilter')}
          style={{ minWidth: 200, maxWidth: '100%' }}
          value={userPk}
          onChange={(value) => {
            setUserPk(value);
            setPage(1);
          }}
          options={voucher.voucher_users_pks_with_voucher_status.map((u) => ({
            value: u.user_pk,
            label: u.name,
          }))}
        />
      }
    >
      <List<VoucherHistoryEntry>
        loading={history.isFetching}
        dataSource={history.data?.results ?? []}
        pagination={{
          current: page,
          pageSize: VOUCHER_PAGE_SIZE,
          total: history.data?.count ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('vouchers.detail.emptyHistory')}
            />
          ),
        }}
        renderItem={(entry) => (
          <List.Item>
            <List.Item.Meta
              title={[
                format.dateTime(entry.transaction_start_timestamp ?? entry.created_at, true),
                entry.charge_box_name,
              ]
                .filter(Boolean)
                .join(' · ')}
              description={<HistoryPeople entry={entry} />}
            />
            <div style={{ textAlign: 'right' }}>
              {entry.transaction_amount !== null && (
                <div>
                  {t('vouchers.detail.rechargeAmount')}:{' '}
                  <Typography.Text strong>{money(entry.transaction_amount)}</Typography.Text>
                </div>
              )}
              <div>
                {entry.entry_kind === 'REFUND'
                  ? t('vouchers.detail.refund')
                  : t('vouchers.detail.voucherUsed')}
                : {amount(Math.abs(entry.voucher.kind_value_used))}
              </div>
              <div>
                {t('vouchers.detail.balance')}: {amount(entry.voucher.kind_value_balance)}
              </div>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}

function HistoryPeople({ entry }: { entry: VoucherHistoryEntry }) {
  const { t } = useTranslation();
  const place = [entry.address.street, entry.address.houseNumber, entry.address.district]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <div>
        {entry.user.name} · {entry.user.email}
      </div>
      {place && (
        <div>
          {t('vouchers.detail.address')}: {place}
        </div>
      )}
    </>
  );
}
