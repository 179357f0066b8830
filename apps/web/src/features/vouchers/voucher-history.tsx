import { Card, Empty, List, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { kindValueText, voucherDateText } from './voucher-rules';
import type { VoucherHistoryEntry } from './voucher-types';
import { useVoucherHistory } from './vouchers-api';

/** The voucher's activity (spec 3 §2): each use with its user, charger, address and balance. */
export function VoucherHistory({ voucherPk }: { voucherPk: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const history = useVoucherHistory(voucherPk);
  const [userPk, setUserPk] = useState<number>();
  const entries = history.data ?? [];
  const users = new Map(entries.map((e) => [e.user.userPk, e.user]));
  const shown = userPk === undefined ? entries : entries.filter((e) => e.user.userPk === userPk);
  const money = (cents: number) => format.money(cents);
  return (
    <Card
      title={t('vouchers.detail.history')}
      style={{ marginTop: 16 }}
      extra={
        <Select<number>
          allowClear
          aria-label={t('vouchers.detail.userFilter')}
          placeholder={t('vouchers.detail.userFilter')}
          style={{ minWidth: 200 }}
          value={userPk}
          onChange={setUserPk}
          options={[...users.values()].map((u) => ({ value: u.userPk, label: u.name }))}
        />
      }
    >
      <List<VoucherHistoryEntry>
        loading={history.isPending}
        dataSource={shown}
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
              title={`${voucherDateText(entry.transaction_start_timestamp, true)} · ${entry.charge_box_name}`}
              description={
                <>
                  <div>
                    {entry.user.name} · {entry.user.email}
                  </div>
                  {entry.address && (
                    <div>
                      {t('vouchers.detail.address')}: {entry.address.street},{' '}
                      {entry.address.houseNumber} · {entry.address.district}
                    </div>
                  )}
                </>
              }
            />
            <div style={{ textAlign: 'right' }}>
              <div>
                {t('vouchers.detail.rechargeAmount')}:{' '}
                <Typography.Text strong>
                  {kindValueText(entry.voucher.kind, entry.voucher.kind_value_used, money)}
                </Typography.Text>
              </div>
              <div>
                {t('vouchers.detail.balance')}:{' '}
                {kindValueText(entry.voucher.kind, entry.voucher.kind_value_balance, money)}
              </div>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
