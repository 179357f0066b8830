import { PlusOutlined } from '@ant-design/icons';
import type { VirtualGroupItem } from '@chargedeck/shared';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfigurations } from './configurations-api';
import { GatewayTable } from './gateway-table';

/** Configurations (spec 3 §2 "/virtual-groups"): search, 10 per page, a row opens the detail. */
export function ConfigurationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState<string>();
  const list = useConfigurations(page, search);
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
