import { type WalletDeposit, type WalletTotalizer } from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import { useFormat } from '../../app/i18n/use-format';
import { entryTypeLabel } from './wallet-entry-label';

function useWallet(userPk: number) {
  return useQuery({
    queryKey: ['users', 'wallet', userPk],
    queryFn: async ({ signal }) => {
      const [deposits, totalizer] = await Promise.all([
        api.get<{ deposits: WalletDeposit[] }>(`customer-wallet/userDeposits/${userPk}`, {
          signal,
        }),
        api.get<WalletTotalizer>(`customer-wallet/userDeposits/totalizer/${userPk}`, { signal }),
      ]);
      return { deposits: dataOrThrow(deposits).deposits, totalizer: dataOrThrow(totalizer) };
    },
  });
}

function statusLabel(t: TFunction, deposit: WalletDeposit): string {
  if (deposit.payment_status_detail === 'partially_refunded') {
    return t('transactions.paymentStatuses.partial_refund');
  }
  return t(`transactions.paymentStatuses.${deposit.payment_status}`);
}

/** The user's wallet deposits, recharge and idle debits and balance, for finance users. */
export function WalletStatement({ userPk }: { userPk: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const wallet = useWallet(userPk);
  if (wallet.isError) {
    return <Typography.Text type="danger">{t('users.wallet.loadFailure')}</Typography.Text>;
  }
  return (
    <div style={{ maxWidth: 'calc(100vw - 160px)' }}>
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('users.wallet.title')}
        {wallet.data && (
          <Typography.Text style={{ marginLeft: 12 }} data-testid="wallet-total">
            {t('users.wallet.total')}: {format.money(wallet.data.totalizer.total)}
          </Typography.Text>
        )}
      </Typography.Title>
      <Table<WalletDeposit>
        size="small"
        rowKey="user_wallet_payment_pk"
        loading={wallet.isPending}
        dataSource={wallet.data?.deposits}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('users.wallet.empty') }}
        columns={[
          {
            key: 'date',
            title: t('users.wallet.date'),
            render: (_, d) => format.dateTime(d.created_timestamp),
          },
          {
            key: 'type',
            title: t('users.wallet.type'),
            render: (_, d) => entryTypeLabel(t, d),
          },
          {
            key: 'status',
            title: t('users.wallet.status'),
            render: (_, d) => <Tag>{statusLabel(t, d)}</Tag>,
          },
          {
            key: 'amount',
            title: t('users.wallet.amount'),
            render: (_, d) => format.money(d.payment_transaction_amounts),
          },
        ]}
      />
    </div>
  );
}
