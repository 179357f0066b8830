import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Col, Descriptions, Empty, Flex, List, Row, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { phoneOrder } from '../../components/phone-columns';
import { usePhoneScreen } from '../../components/use-phone-screen';
import { ConnectorQrCodes } from '../qrcode/connector-qr-codes';
import { useFormat } from '../../app/i18n/use-format';
import { eventTypeLabel } from '../../app/realtime/notification-texts';
import { alertColour } from '../alerts/alert-rules';
import { StationEnergyChart } from './station-energy-chart';
import { StationQrCode } from './station-qr-code';
import { useStationEvents, useStationTransactions } from './stations-api';
import type { StationListItem } from './stations-types';
import { useCan } from './use-can';

/** An expanded station card: QR code, details, recent events, 10 days of transactions, energy. */
export function StationCardBody({
  station,
  onDelete,
}: {
  station: StationListItem;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const can = useCan();
  const phone = usePhoneScreen();
  const from = dayjs().subtract(9, 'day').format('YYYY-MM-DD');
  const to = dayjs().format('YYYY-MM-DD');
  const events = useStationEvents(station.chargeBoxId);
  const transactions = useStationTransactions(station.chargeBoxPk, from, to);
  const a = station.address;
  const address = [a.street, a.houseNumber, a.city, a.state].filter(Boolean).join(', ');

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <StationQrCode
            chargeBoxPk={station.chargeBoxPk}
            chargeBoxId={station.chargeBoxId}
            uuid={station.uuid}
          />
          <ConnectorQrCodes
            chargeBoxId={station.chargeBoxId}
            connectorIds={station.connectors.map((c) => c.connectorId).filter((id) => id > 0)}
          />
        </Col>
        <Col xs={24} md={9}>
          <Typography.Title level={5}>{t('stations.card.details')}</Typography.Title>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('stations.card.type')}>
              {station.typeOf === 'PRIVATE'
                ? t('stations.form.private')
                : t('stations.form.public')}
            </Descriptions.Item>
            <Descriptions.Item label={t('stations.card.vendor')}>
              {station.chargePointVendor ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('stations.card.model')}>
              {station.chargePointModel ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('stations.card.firmware')}>
              {station.fwVersion ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('stations.card.lastHeartbeat')}>
              {station.lastHeartbeatTimestamp
                ? format.dateTime(station.lastHeartbeatTimestamp, true)
                : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('stations.card.address')}>
              {address || '-'}
            </Descriptions.Item>
          </Descriptions>
        </Col>
        <Col xs={24} md={9}>
          <Typography.Title level={5}>{t('stations.card.events')}</Typography.Title>
          <List
            size="small"
            loading={events.isLoading}
            style={{ maxHeight: 220, overflowY: 'auto' }}
            locale={{ emptyText: t('stations.card.noEvents') }}
            dataSource={events.data ?? []}
            renderItem={(e) => (
              <List.Item key={e.notificationPk}>
                <Tag color={alertColour(e.type)}>{eventTypeLabel(e.type)}</Tag>
                <Typography.Text type="secondary">
                  {e.connectorId ? `#${e.connectorId} ` : ''}
                  {format.dateTime(e.notificationTimestamp, true)}
                </Typography.Text>
              </List.Item>
            )}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('stations.card.transactions')}</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            scroll={{ x: true }}
            loading={transactions.isLoading}
            pagination={{ pageSize: 5, hideOnSinglePage: true }}
            locale={{ emptyText: <Empty description={t('stations.card.noTransactions')} /> }}
            dataSource={transactions.data ?? []}
            columns={phoneOrder(
              [
                { key: 'id', title: t('transactions.id'), dataIndex: 'id' },
                {
                  key: 'start',
                  title: t('stations.card.start'),
                  dataIndex: 'startTimestamp',
                  render: (v: string) => format.dateTime(v, true),
                },
                { key: 'tag', title: t('stations.card.tag'), dataIndex: 'ocppIdTag' },
                {
                  key: 'duration',
                  title: t('stations.card.duration'),
                  dataIndex: 'durationTime',
                  render: (v: number) => format.duration(v),
                },
                {
                  key: 'energy',
                  title: t('stations.card.energy'),
                  dataIndex: 'energyWh',
                  render: (v: number | null) => (v === null ? '-' : format.energy(v)),
                },
              ],
              // A phone sees when and how much energy before it scrolls.
              phone ? ['start', 'energy', 'duration'] : [],
            )}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('stations.card.energyChart')}</Typography.Title>
          <StationEnergyChart
            transactions={transactions.data ?? []}
            label={t('stations.card.energyChart')}
          />
        </Col>
      </Row>
      <Flex gap={8} justify="end">
        {can(`/stations/edit/${station.chargeBoxPk}`) && (
          <Link to={`/stations/edit/${station.chargeBoxPk}`}>
            <Button icon={<EditOutlined />}>{t('stations.card.edit')}</Button>
          </Link>
        )}
        {can(`/stations/delete/${station.chargeBoxPk}`) && (
          <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
            {t('stations.card.delete')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
