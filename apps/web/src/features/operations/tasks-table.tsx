import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { useTasks, type Task } from './operations-api';
import { TaskResults } from './task-results';
import { ListTable } from '../../components/list-table';

/** The task history: one row per command sent, expandable to each station's answer. */
export function TasksTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso, true) : '…');
  const tasks = useTasks();
  return (
    <section aria-labelledby="tasks-title">
      <Typography.Title id="tasks-title" level={3}>
        {t('stationOps.operations.tasks')}
      </Typography.Title>
      <ListTable<Task>
        rowKey="taskId"
        loading={tasks.isPending}
        dataSource={tasks.data}
        paging={{ pageSize: 10 }}
        expandable={{
          // Fixed to the left: an expanded row keeps the screen's width while the table scrolls.
          fixed: 'left',
          expandedRowRender: (task) => <TaskResults task={task} />,
        }}
        columns={[
          { title: 'ID', dataIndex: 'taskId' },
          {
            title: t('stationOps.operations.operation'),
            key: 'operation',
            render: (_, task) => task.taskDetail.operationName,
          },
          { title: t('stationOps.operations.origin'), dataIndex: 'origin' },
          {
            title: t('stationOps.operations.start'),
            dataIndex: 'startTimestamp',
            render: when,
          },
          { title: t('stationOps.operations.end'), dataIndex: 'endTimestamp', render: when },
        ]}
      />
    </section>
  );
}
