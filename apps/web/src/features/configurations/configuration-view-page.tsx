import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { VirtualGroupDetail } from '@chargedeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Popconfirm,
  Row,
  Skeleton,
  Tabs,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  MeterBanner,
  SmartChargingCard,
  SmartChargingTab,
  useGroupSmartCharging,
  useSmartChargingAccess,
} from '../smart-charging';
import { ActivityList, ConfigurationEventsTab } from './configuration-activity';
import { ConfigurationChargersTab } from './configuration-chargers-tab';
import { ConfigurationPricingTab } from './configuration-pricing-tab';
import { EnabledTag } from './configurations-page';
import {
  configurationsApi,
  useConfiguration,
  useGroupEvents,
  useGroupTransactions,
} from './configurations-api';

const TABS = ['overview', 'chargers', 'pricing', 'smart-charging', 'events'] as const;

/**
 * A configuration (spec 3 §2 "/virtual-groups/view/{id}"): Overview, Carregadores, pricing, and
 * with DASH_SMART_CHARGING_CREATE the meter banner, Smart Charging and Eventos.
 */
export function ConfigurationViewPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const asked = TABS.find((k) => k === params.get('tab')) ?? 'overview';
  const group = useConfiguration(id);
  const smartCharging = useSmartChargingAccess();
  const link = useGroupSmartCharging(id, smartCharging);
  const meterId = link.data?.smart_charging?.meter_device_remote_id;

  async function remove() {
    const result = await configurationsApi.remove(id);
    if (!result.ok) return void message.error(t('configurations.messages.deleteFailed'));
    await queryClient.invalidateQueries({ queryKey: ['virtual-groups'] });
    void message.success(t('configurations.messages.deleted'));
    void navigate('/virtual-groups');
  }

  if (group.isError) return <Alert type="warning" showIcon title={t('configurations.notFound')} />;
  if (!group.data) return <Skeleton active />;
  const g = group.data;
  const open = (key: string) => setParams({ tab: key }, { replace: true });
  const permitted = smartCharging || (asked !== 'smart-charging' && asked !== 'events');
  const tab = permitted ? asked : 'overview';
  return (
    <section aria-labelledby="view-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex align="center" gap={8}>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('configurations.back')}
            onClick={() => navigate('/virtual-groups')}
          />
          <Typography.Title id="view-title" level={2} style={{ margin: 0 }}>
            {g.name}
          </Typography.Title>
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<EditOutlined />} onClick={() => navigate(`/virtual-groups/edit/${id}`)}>
            {t('configurations.edit')}
          </Button>
          <Popconfirm
            title={t('configurations.deleteConfirm', { name: g.name })}
            okText={t('configurations.yes')}
            cancelText={t('configurations.no')}
            onConfirm={remove}
          >
            <Button danger icon={<DeleteOutlined />} aria-label={t('configurations.delete')} />
          </Popconfirm>
        </Flex>
      </Flex>
      {smartCharging && meterId && (
        <div style={{ marginTop: 16 }}>
          <MeterBanner deviceRemoteId={meterId} />
        </div>
      )}
      <Tabs
        activeKey={tab}
        onChange={open}
        items={[
          {
            key: 'overview',
            label: t('configurations.tabs.overview'),
            children: (
              <Overview
                group={g}
                smartCharging={smartCharging}
                onSeeEvents={() => open(smartCharging ? 'events' : 'overview')}
              />
            ),
          },
          {
            key: 'chargers',
            label: t('configurations.tabs.chargers'),
            children: <ConfigurationChargersTab id={id} />,
          },
          {
            key: 'pricing',
            label: t('configurations.tabs.pricing'),
            children: <ConfigurationPricingTab group={g} />,
          },
          ...(smartCharging
            ? [
                {
                  key: 'smart-charging',
                  label: t('smartCharging.title'),
                  children: <SmartChargingTab groupId={id} />,
                },
                {
                  key: 'events',
                  label: t('configurations.tabs.events'),
                  children: <ConfigurationEventsTab id={id} />,
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}

function Overview(props: {
  group: VirtualGroupDetail;
  smartCharging: boolean;
  onSeeEvents: () => void;
}) {
  const { group, onSeeEvents } = props;
  const { t } = useTranslation();
  const events = useGroupEvents(group.virtual_group_id, 0, 4);
  const recharges = useGroupTransactions(group.virtual_group_id, 4);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('configurations.overview.details')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('configurations.description')}>
              {group.description}
            </Descriptions.Item>
            <Descriptions.Item label={t('configurations.chargerCount')}>
              {group.charge_box_count}
            </Descriptions.Item>
            <Descriptions.Item label={t('configurations.pricingEnabled')}>
              <EnabledTag on={group.dynamic_pricing.enabled} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      {props.smartCharging && (
        <Col xs={24} lg={8}>
          <SmartChargingCard groupId={group.virtual_group_id} />
        </Col>
      )}
      <Col xs={24} lg={8}>
        <Card
          title={t('configurations.overview.latestEvents')}
          extra={
            props.smartCharging && (
              <Button type="link" onClick={onSeeEvents}>
                {t('configurations.overview.seeAll')}
              </Button>
            )
          }
        >
          <ActivityList
            rows={events.data?.content ?? []}
            empty={t('configurations.overview.noEvents')}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card
          title={t('configurations.overview.latestTransactions')}
          extra={<Link to="/transactions">{t('configurations.overview.seeAll')}</Link>}
        >
          <ActivityList
            rows={recharges.data?.content ?? []}
            empty={t('configurations.overview.noTransactions')}
          />
        </Card>
      </Col>
    </Row>
  );
}
