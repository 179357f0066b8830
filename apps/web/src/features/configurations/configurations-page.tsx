import { PlusOutlined } from '@ant-design/icons';
import { hasRole, type VirtualGroupItem } from '@chargedeck/shared';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/auth/session-context';
import { useConfigurations } from './configurations-api';
import { GatewayTable } from './gateway-table';

/**
 * Configurations (spec 3 §2 "/virtual-groups"): search, 10 per page, a row opens the detail;
 * the smart-charging and meter columns with DASH_SMART_CHARGING_CREATE (spec 3 §8).
 */
export function ConfigurationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState<string>();
  const list = useConfigurations(page, search);
  const { access } = useSession();
  const smartCharging = access !== null && hasRole(access, 'DASH_SMART_CHARGING_CREATE');
  return (
    <section aria-labelledby="virtual-groups-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title id="virtual-groups-title" level={2} style={{ margin: 0 }}>
          {t('configurations.title')}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/virtual-groups/create')}
        >
          {t('configurations.create')}
        </Button>
      </Flex>
      <Input.Search
        allowClear
        aria-label={t('configurations.search')}
        placeholder={t('configurations.search')}
        style={{ width: 320, maxWidth: '100%', margin: '16px 0' }}
        onSearch={(v) => {
          setPage(0);
          setSearch(v.trim() || undefined);
        }}
      />
      <GatewayTable<VirtualGroupItem>
        rowKey="virtual_group_id"
        query={list}
        page={page}
        onPage={setPage}
        emptyText={t('configurations.empty')}
        failedText={t('configurations.loadFailed')}
        onRow={(row) => ({
          onClick: () => void navigate(`/virtual-groups/view/${row.virtual_group_id}`),
          style: { cursor: 'pointer' },
        })}
        columns={[
          { key: 'name', title: t('configurations.name'), dataIndex: 'name' },
          { key: 'description', title: t('configurations.description'), dataIndex: 'description' },
          {
            key: 'count',
            title: t('configurations.chargerCount'),
            dataIndex: 'charge_box_count',
            align: 'right',
          },
          {
            key: 'pricing',
            title: t('configurations.pricingEnabled'),
            render: (_, row) => <EnabledTag on={row.dynamic_price_enabled} />,
          },
          ...(smartCharging
            ? [
                {
                  key: 'smartCharging',
                  title: t('configurations.smartCharging'),
                  render: (_: unknown, row: VirtualGroupItem) => (
                    <EnabledTag on={row.smart_charging_enabled} />
                  ),
                },
                {
                  key: 'meter',
                  title: t('configurations.meter'),
                  render: (_: unknown, row: VirtualGroupItem) => row.meter_device_remote_id ?? '—',
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}

export function EnabledTag({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={on ? 'green' : 'default'}>
      {on ? t('configurations.enabled') : t('configurations.disabled')}
    </Tag>
  );
}
