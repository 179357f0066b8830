import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Flex, Input, List, Table, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../stations/use-can';
import type { StationGroupItem } from '../stations/stations-types';
import { useStationGroups, type GroupListQuery, type GroupSort } from './station-groups-api';

const addressOf = (g: StationGroupItem) =>
  [g.address.street, g.address.houseNumber, g.address.city, g.address.state]
    .filter(Boolean)
    .join(', ');

/** Station groups (spec 2 "Station groups"): search, sortable columns, rows that show their stations. */
export function StationGroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const [query, setQuery] = useState<GroupListQuery>({ page: 1, sort: 'name', order: 'asc' });
  const list = useStationGroups(query);

  function sortBy(sorter: SorterResult<StationGroupItem> | SorterResult<StationGroupItem>[]) {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = (one?.order ? one.columnKey : 'name') as GroupSort;
    setQuery((q) => ({ ...q, sort, order: one?.order === 'descend' ? 'desc' : 'asc' }));
  }

  const sorted = (key: GroupSort) =>
    query.sort === key ? (query.order === 'asc' ? 'ascend' : 'descend') : null;
  return (
    <section aria-labelledby="groups-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title id="groups-title" level={2} style={{ margin: 0 }}>
          {t('stations.groups.title')}
        </Typography.Title>
        {can('/station_groups/create') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate('/station_groups/create')}
          >
            {t('stations.groups.newGroup')}
          </Button>
        )}
      </Flex>
      <Input.Search
        allowClear
        aria-label={t('stations.groups.search')}
        placeholder={t('stations.groups.search')}
        style={{ width: 280, maxWidth: '100%', margin: '16px 0' }}
        onSearch={(v) => setQuery((q) => ({ ...q, page: 1, searchInput: v || undefined }))}
      />
      {list.isError && <Alert type="error" showIcon title={t('stations.groups.loadFailed')} />}
      <Table<StationGroupItem>
        rowKey="chargeBoxGroupPk"
        scroll={{ x: true }}
        loading={list.isLoading}
        dataSource={list.data?.chargeBoxGroupList ?? []}
        onChange={(pagination, _filters, sorter) => {
          if (pagination.current && pagination.current !== query.page)
            setQuery((q) => ({ ...q, page: pagination.current ?? 1 }));
          else sortBy(sorter);
        }}
        pagination={{
          current: query.page,
          pageSize: 10,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        expandable={{
          // Fixed to the left: an expanded row keeps the screen's width while the table scrolls.
          fixed: 'left',
          expandedRowRender: (g) => (
            <Flex vertical gap={8}>
              <Typography.Text strong>{t('stations.groups.stations')}</Typography.Text>
              <List
                size="small"
                locale={{ emptyText: t('stations.groups.noStations') }}
                dataSource={g.chargePoints ?? []}
                renderItem={(s) => (
                  <List.Item key={s.chargeBoxPk}>
                    <Badge
                      status={s.online ? 'success' : 'default'}
                      text={`${s.chargeBoxId} - ${s.description}`}
                    />
                  </List.Item>
                )}
              />
              {can(`/station_groups/edit/${g.chargeBoxGroupPk}`) && (
                <Link to={`/station_groups/edit/${g.chargeBoxGroupPk}`}>
                  <Button icon={<EditOutlined />}>{t('stations.groups.editGroup')}</Button>
                </Link>
              )}
            </Flex>
          ),
        }}
        columns={[
          {
            key: 'name',
            title: t('stations.groups.name'),
            dataIndex: 'name',
            sorter: true,
            sortOrder: sorted('name'),
          },
          {
            key: 'address',
            title: t('stations.groups.address'),
            render: (_, g) => addressOf(g),
            sorter: true,
            sortOrder: sorted('address'),
          },
          {
            key: 'externalId',
            title: t('stations.groups.externalId'),
            dataIndex: 'externalId',
            sorter: true,
            sortOrder: sorted('externalId'),
          },
        ]}
      />
    </section>
  );
}
