import { Button, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaskDetails } from './operations-api';

/** A station's full answer: the configuration keys of Get Configuration, or the raw response. */
export function TaskDetailsButton({
  taskId,
  chargeBoxId,
}: {
  taskId: number;
  chargeBoxId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const details = useTaskDetails(taskId, chargeBoxId, open);
  const keys = details.data?.configurationKeys ?? [];
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('stationOps.operations.details')}
      </Button>
      <Modal
        open={open}
        title={`${chargeBoxId} — ${t('stationOps.operations.details')}`}
        footer={null}
        onCancel={() => setOpen(false)}
        width={640}
      >
        {keys.length > 0 ? (
          <Table
            rowKey="key"
            size="small"
            loading={details.isPending}
            dataSource={keys}
            pagination={false}
            scroll={{ y: 400 }}
            columns={[
              { title: t('stationOps.operations.key'), dataIndex: 'key' },
              { title: t('stationOps.operations.value'), dataIndex: 'value' },
              {
                title: t('stationOps.operations.readonly'),
                dataIndex: 'readonly',
                render: (v: boolean) => (v ? '✓' : ''),
              },
            ]}
          />
        ) : (
          <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap' }}>
            {JSON.stringify(details.data?.response ?? null, null, 2)}
          </Typography.Paragraph>
        )}
        {(details.data?.unknownKeys.length ?? 0) > 0 && (
          <Typography.Text type="secondary">
            {t('stationOps.operations.unknownKeys', {
              keys: details.data?.unknownKeys.join(', '),
            })}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
}
