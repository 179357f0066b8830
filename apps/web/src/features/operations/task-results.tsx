import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Task } from './operations-api';
import { TaskDetailsButton } from './task-details-button';

/** One row per station of a task: its answer or its error, and the details button. */
export function TaskResults({ task }: { task: Task }) {
  const { t } = useTranslation();
  const rows = Object.entries(task.taskDetail.resultMap).map(([chargeBoxId, result]) => ({
    chargeBoxId,
    ...result,
  }));
  return (
    <Table
      rowKey="chargeBoxId"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('stationOps.operations.station'), dataIndex: 'chargeBoxId' },
        {
          title: t('stationOps.operations.response'),
          dataIndex: 'response',
          render: (value: string | null) => {
            if (!value) return '—';
            // Answers without a status (Get Configuration) are read through Details.
            if (value.startsWith('{'))
              return <Tag color="green">{t('stationOps.operations.answered')}</Tag>;
            return <Tag color={value === 'Accepted' ? 'green' : 'gold'}>{value}</Tag>;
          },
        },
        {
          title: t('stationOps.operations.error'),
          dataIndex: 'errorMessage',
          render: (value: string | null) => (value ? <Tag color="red">{value}</Tag> : '—'),
        },
        {
          key: 'details',
          render: (_, row) =>
            row.hasDetail && (
              <TaskDetailsButton taskId={task.taskId} chargeBoxId={row.chargeBoxId} />
            ),
        },
      ]}
    />
  );
}
