import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Badge,
  Button,
  Collapse,
  Empty,
  Flex,
  Input,
  Pagination,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTenantList } from '../logs/logs-api';
import { useFormat } from '../../app/i18n/use-format';
import { ConnectorDots } from './connector-dots';
import { StationCardBody } from './station-card-body';
import { StationReports } from '../reports/station-reports';
import {
  stationsApi,
  useAllStationGroups,
  useStationList,
  type StationStatus,
} from './stations-api';
import { STATION_TEXTS } from './stations-texts';
import type { StationListItem } from './stations-types';
import { useCan } from './use-can';

/** Station list (spec 2 "Stations"): filters on the server, 10 expandable cards per page. */
export function StationListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const can = useCan();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [disabled, setDisabled] = useState(false);
  const [group, setGroup] = useState<number>();
  const [tenant, setTenant] = useState<number>();
  const [status, setStatus] = useState<StationStatus>();
  const groups = useAllStationGroups();
  const tenants = useTenantList();
  const list = useStationList({
    page,
    active: !disabled,
    searchInput: search || undefined,
    chargeBoxGroupPk: group,
    tenantPk: tenant,
    online: status,
  });
  const filter =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  function confirmDelete(station: StationListItem) {
    modal.confirm({
      title: t('stations.card.delete'),
      content: t('stations.card.deleteConfirm', { id: station.chargeBoxId }),
      okText: t('stations.card.delete'),
      okButtonProps: { danger: true },
      cancelText: t('stations.card.cancel'),
      onOk: async () => {
        const result = await stationsApi.remove(station.chargeBoxPk);
        if (!result.ok) return void message.error(STATION_TEXTS.deleteFailed);
        void message.success(STATION_TEXTS.deleted);
        await list.refetch();
      },
    });
  }

  return (
    <section aria-labelledby="stations-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title id="stations-title" level={2} style={{ margin: 0 }}>
          {t('stations.list.title')}
        </Typography.Title>
        {can('/stations/create') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate('/stations/create')}
          >
            {t('stations.list.newStation')}
          </Button>
        )}
      </Flex>
      <Flex wrap gap={12} align="center" style={{ margin: '16px 0' }}>
        <Input.Search
          allowClear
          aria-label={t('stations.list.search')}
          placeholder={t('stations.list.search')}
          onSearch={filter(setSearch)}
          style={{ width: 260, maxWidth: '100%' }}
        />
        <Select
          allowClear
          aria-label={t('stations.list.group')}
          placeholder={t('stations.list.group')}
          style={{ width: 180 }}
          value={group}
          onChange={filter(setGroup)}
          options={(groups.data ?? []).map((g) => ({ value: g.chargeBoxGroupPk, label: g.name }))}
        />
        <Select
          allowClear
          aria-label={t('stations.list.account')}
          placeholder={t('stations.list.account')}
          style={{ width: 180 }}
          value={tenant}
          onChange={filter(setTenant)}
          options={(tenants.data ?? []).map((x) => ({ value: x.tenant_pk, label: x.name }))}
        />
        <Select
          allowClear
          aria-label={t('stations.list.status')}
          placeholder={t('stations.list.status')}
          style={{ width: 150 }}
          value={status}
          onChange={filter(setStatus)}
          options={[
            { value: 'true', label: t('stations.list.online') },
            { value: 'false', label: t('stations.list.offline') },
            { value: 'FAULTED', label: t('stations.list.faulted') },
          ]}
        />
        <Space>
          <Switch
            checked={disabled}
            onChange={filter(setDisabled)}
            aria-label={t('stations.list.disabled')}
          />
          <span>{t('stations.list.disabled')}</span>
        </Space>
        <StationReports
          filters={{
            active: !disabled,
            searchInput: search || undefined,
            chargeBoxGroupPk: group,
            tenantPk: tenant,
            online: status,
          }}
        />
      </Flex>
      {list.isError && <Alert type="error" showIcon title={t('stations.list.loadFailed')} />}
      {list.data && list.data.chargePointList.length === 0 && (
        <Empty description={t('stations.list.empty')} />
      )}
      <Collapse
        destroyOnHidden
        items={(list.data?.chargePointList ?? []).map((s) => ({
          key: s.chargeBoxPk,
          label: <StationCardHeader station={s} />,
          children: <StationCardBody station={s} onDelete={() => confirmDelete(s)} />,
        }))}
      />
      <Pagination
        style={{ marginTop: 16, textAlign: 'right' }}
        current={page}
        pageSize={10}
        total={list.data?.count ?? 0}
        onChange={setPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </section>
  );
}

function StationCardHeader({ station }: { station: StationListItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Flex justify="space-between" align="center" wrap gap={8} data-station={station.chargeBoxId}>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ maxWidth: 260 }}>
          {station.chargeBoxId}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
          {station.description}
        </Typography.Text>
      </Flex>
      <Flex gap={16} align="center" wrap>
        <Badge
          status={station.online ? 'success' : 'default'}
          text={station.online ? t('stations.list.online') : t('stations.list.offline')}
        />
        <ConnectorDots connectors={station.connectors} />
        <Typography.Text>{format.energy(station.monthConsumption)}</Typography.Text>
      </Flex>
    </Flex>
  );
}
