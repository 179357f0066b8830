import { EditOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  List,
  Result,
  Row,
  Spin,
  Statistic,
  Tag,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFormat } from '../../app/i18n/use-format';
import { useStationOptions } from '../usage/usage-api';
import { VoucherHistory } from './voucher-history';
import { VoucherStatusTag } from './voucher-labels';
import { VoucherPageHeading } from './voucher-page-heading';
import { VoucherDate } from './voucher-date';
import { historyAmountText, kindValueText } from './voucher-rules';
import type { Voucher, VoucherUserEntry } from './voucher-types';
import { useVoucher } from './vouchers-api';

/** /voucher/{id} (spec 3 §2): the voucher, its indicators, its users and its history. */
export function VoucherDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const voucher = useVoucher(Number.isInteger(id) ? id : undefined);
  if (voucher.isPending) return <Spin />;
  if (!voucher.data) return <Result status="404" title={t('vouchers.notFound')} />;
  const v = voucher.data;
  return (
    <section aria-labelledby="voucher-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <VoucherPageHeading
          id="voucher-title"
          title={v.code}
          onBack={() => navigate('/vouchers')}
        />
        <Button
          type="primary"
          icon={<EditOutlined />}
          onClick={() => navigate(`/voucher/${id}/edit`)}
        >
          {t('vouchers.detail.edit')}
        </Button>
      </Flex>
      <VoucherFacts voucher={v} />
      <VoucherIndicators voucher={v} />
      <VoucherUsers voucher={v} onEdit={() => navigate(`/vouchers/edit/${id}/select_users`)} />
      <VoucherHistory voucher={v} />
    </section>
  );
}

function VoucherFacts({ voucher: v }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const format = useFormat();
  const stations = useStationOptions();
  const names = new Map((stations.data ?? []).map((s) => [s.chargeBoxPk, s.chargeBoxId]));
  const chargers =
    v.charge_box_pks.length === 0
      ? t('vouchers.detail.allChargers')
      : stations.isPending
        ? t('vouchers.detail.loading')
        : v.charge_box_pks.map((pk) => names.get(pk) ?? `#${pk}`).join(', ');
  return (
    <Card style={{ marginTop: 16 }}>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'type',
            label: t('vouchers.detail.type'),
            children: t(`vouchers.kinds.${v.kind}`),
          },
          {
            key: 'value',
            label: t('vouchers.detail.value'),
            children: kindValueText(v.kind, v.kind_value, format),
          },
          // What was spent and what is left of the value (the counters below count drivers).
          {
            key: 'valueUsed',
            label: t('vouchers.detail.voucherUsed'),
            children: historyAmountText(v.kind, v.kind_value_used, format),
          },
          ...(v.kind === 'PERCENT_RECHARGE'
            ? []
            : [
                {
                  key: 'balance',
                  label: t('vouchers.detail.balance'),
                  children: kindValueText(v.kind, v.kind_value_balance, format),
                },
              ]),
          { key: 'name', label: t('vouchers.detail.name'), children: v.title },
          { key: 'description', label: t('vouchers.detail.description'), children: v.description },
          {
            key: 'start',
            label: t('vouchers.detail.start'),
            children: <VoucherDate value={v.start} seconds />,
          },
          {
            key: 'expire',
            label: t('vouchers.detail.validity'),
            children: <VoucherDate value={v.expire} seconds />,
          },
          {
            key: 'creator',
            label: t('vouchers.detail.creator'),
            children: v.created_user_name ?? '—',
          },
          {
            key: 'status',
            label: t('vouchers.detail.status'),
            children: <VoucherStatusTag status={v.status} />,
          },
          { key: 'chargers', label: t('vouchers.detail.chargers'), children: chargers },
        ]}
      />
    </Card>
  );
}

function VoucherIndicators({ voucher: v }: { voucher: Voucher }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      {(
        [
          ['total', v.total],
          ['consumed', v.used_total],
          ['available', v.not_used_total],
        ] as const
      ).map(([key, value]) => (
        <Col key={key} xs={24} sm={8}>
          <Card>
            <Statistic title={t(`vouchers.detail.${key}`)} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function VoucherUsers({ voucher: v, onEdit }: { voucher: Voucher; onEdit: () => void }) {
  const { t } = useTranslation();
  const activated = v.voucher_users_pks_with_voucher_status.filter(
    (u) => u.source === 'ACTIVATION',
  );
  const guests = v.voucher_users_pks_with_voucher_status.filter((u) => u.source === 'GUEST');
  return (
    <>
      {activated.length > 0 && (
        <Card title={t('vouchers.detail.activatedUsers')} style={{ marginTop: 16 }}>
          <UserList users={activated} />
        </Card>
      )}
      {guests.length > 0 && (
        <Card
          title={t('vouchers.detail.guests')}
          style={{ marginTop: 16 }}
          extra={
            <Button icon={<EditOutlined />} onClick={onEdit}>
              {t('vouchers.detail.editGuests')}
            </Button>
          }
        >
          <UserList users={guests} />
        </Card>
      )}
    </>
  );
}

function UserList({ users }: { users: VoucherUserEntry[] }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      dataSource={users}
      renderItem={(u) => (
        <List.Item extra={<Tag>{t(`vouchers.userStatuses.${u.status}`)}</Tag>}>
          <List.Item.Meta title={u.name} description={u.email} />
        </List.Item>
      )}
    />
  );
}
