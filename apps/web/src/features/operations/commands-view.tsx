import type { OperationCommand } from '@chargedeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandFields } from './command-fields';
import { CommandMenu, commandLabel, useAllowedCommands } from './command-menu';
import { operationsApi, useCommandMetadata, useTasks } from './operations-api';
import { StationTransfer } from './station-transfer';
import { TaskResults } from './task-results';

/** Fields of the form only: how the tag is searched, and the 'generate payment' box. */
const FORM_ONLY = ['identification', 'generatePayment'];

function bodyOf(values: Record<string, unknown>): Record<string, unknown> {
  const entries = Object.entries(values)
    .filter(([key, value]) => !FORM_ONLY.includes(key) && value !== undefined && value !== null)
    .map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null && 'toISOString' in value
        ? (value as Dayjs).toISOString()
        : value,
    ]);
  return Object.fromEntries(entries);
}

/** Command menu, station transfer list and parameters; Execute is off while a command runs. */
export function CommandsView() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const commands = useAllowedCommands();
  const [command, setCommand] = useState<OperationCommand | undefined>(commands[0]);
  const [stations, setStations] = useState<string[]>([]);
  const [taskId, setTaskId] = useState<number>();
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm();
  const metadata = useCommandMetadata(command ?? 'reset');
  const tasks = useTasks(taskId !== undefined);
  const task = tasks.data?.find((x) => x.taskId === taskId);
  const running = sending || (taskId !== undefined && !task?.endTimestamp);

  if (!command) return <Empty />;

  async function execute() {
    if (!command) return;
    if (stations.length === 0) {
      void message.warning(t('specTexts.operations.selectStation'));
      return;
    }
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch {
      void message.warning(t('specTexts.operations.fillRequired'));
      return;
    }
    setSending(true);
    const chargePointSelectList = stations.map((chargeBoxId) => ({ chargeBoxId }));
    const result = await operationsApi.execute(command, {
      chargePointSelectList,
      ...bodyOf(values),
    });
    setSending(false);
    if (!result.ok || !result.data) {
      void message.error(t('specTexts.operations.failed'));
      return;
    }
    void message.success(t('specTexts.operations.sent'));
    setTaskId(result.data.data.taskId);
    await queryClient.invalidateQueries({ queryKey: ['operations', 'tasks'] });
  }

  return (
    <Flex wrap gap={16} align="start">
      <Card
        size="small"
        title={t('stationOps.operations.commands')}
        className="operations-card"
        style={{ width: 240 }}
        styles={{ body: { padding: 4 } }}
      >
        <CommandMenu
          commands={commands}
          value={command}
          onChange={(next) => {
            setCommand(next);
            form.resetFields();
          }}
        />
      </Card>
      <Card
        size="small"
        title={t('stationOps.operations.stations')}
        className="operations-card"
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      >
        <StationTransfer
          stations={metadata.data?.cpList ?? []}
          selected={stations}
          onChange={setStations}
        />
      </Card>
      <Card
        size="small"
        title={`${t('stationOps.operations.parameters')} — ${commandLabel(t, command)}`}
        style={{ flex: '1 1 300px', minWidth: 280 }}
      >
        <Form form={form} layout="vertical" key={command}>
          <CommandFields command={command} metadata={metadata.data} stations={stations} />
        </Form>
        <Button
          type="primary"
          block
          loading={running}
          disabled={running}
          onClick={() => void execute()}
          style={{ marginTop: 8 }}
        >
          {t('stationOps.operations.execute')}
        </Button>
        {task && (
          <div style={{ marginTop: 16 }} aria-live="polite">
            <Typography.Text strong>
              {t('stationOps.operations.lastTask')} #{task.taskId}
              {!task.endTimestamp && ` — ${t('stationOps.operations.running')}`}
            </Typography.Text>
            <TaskResults task={task} />
          </div>
        )}
      </Card>
    </Flex>
  );
}
