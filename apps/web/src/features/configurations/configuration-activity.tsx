import type { TFunction } from 'i18next';
import type { GroupEvent, GroupTransaction, StationEventType } from '@chargedeck/shared';
import { Alert, Empty, List, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { groupEventTitle } from '../smart-charging';
import { PAGE_SIZE, useGroupEvents } from './configurations-api';

type GroupEventType = StationEventType;

/** An event's line in the user's language: station, connector and the alerts' event label. */
function titleOf(row: GroupEvent | GroupTransaction, t: TFunction): string {
  if (!('event_type' in row)) return row.description;
  const smartCharging = groupEventTitle(row, t);
  if (smartCharging) return smartCharging;
  const where = row.connector_id
    ? `${row.charge_box_code} #${row.connector_id}`
    : row.charge_box_code;
  return `${where}: ${t(`alerts.types.${row.event_type as GroupEventType}`)}`;
}

/** A short list of events or recharges (the Overview cards). */
export function ActivityList({
  rows,
  empty,
}: {
  rows: (GroupEvent | GroupTransaction)[];
  empty: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <List
      size="small"
      dataSource={rows}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      renderItem={(row) => (
        <List.Item>
          <List.Item.Meta
            title={titleOf(row, t)}
            description={
              <Typography.Text type="secondary">{format.dateTime(row.timestamp)}</Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** The Eventos tab: the events of the group's stations, newest first. */
export function ConfigurationEventsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(0);
  const events = useGroupEvents(id, page, PAGE_SIZE);
  return (
    <>
      {events.isError && <Alert type="error" showIcon title={t('configurations.loadFailed')} />}
      <Table<GroupEvent>
        rowKey={(row) => `${row.timestamp}-${row.description}`}
        scroll={{ x: true }}
        loading={events.isLoading}
        dataSource={events.data?.content ?? []}
        locale={{ emptyText: <Empty description={t('configurations.overview.noEvents')} /> }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: events.data?.totalElements ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (p) => setPage(p - 1),
        }}
        columns={[
          {
            key: 'description',
            title: t('configurations.description'),
            render: (_, row) => titleOf(row, t),
          },
          { key: 'when', title: '', render: (_, row) => format.dateTime(row.timestamp) },
        ]}
      />
    </>
  );
}
