import { ClearOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, DatePicker, Empty, Flex, Form, Select, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../app/api/download';
import { useSession } from '../../app/auth/session-context';
import { useFormat } from '../../app/i18n/use-format';
import { isLogDayDisabled, LOG_DAY_FORMAT } from './log-range';
import { LogView } from './log-view';
import { logsApi, useRecentLog, useTenantList } from './logs-api';
import { LOG_TEXTS } from './logs-texts';

type Range = [Dayjs, Dayjs];

/**
 * Logs (spec 1 "Logs"): today's log of the chosen account, coloured by level; choosing a date
 * range downloads that range's daily files as a zip.
 */
export function LogsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const { session } = useSession();
  const tenants = useTenantList();
  const [chosen, setChosen] = useState<string>();
  const [range, setRange] = useState<Range | null>(null);
  const [downloading, setDownloading] = useState(false);
  const ownTenant = tenants.data?.find((x) => x.tenant_pk === session?.user.tenant_pk);
  const tenant = chosen ?? ownTenant?.alias ?? tenants.data?.[0]?.alias;
  const log = useRecentLog(tenant);

  async function download(from: Dayjs, to: Dayjs) {
    if (!tenant) return;
    setDownloading(true);
    const result = await logsApi.download(
      tenant,
      from.format(LOG_DAY_FORMAT),
      to.format(LOG_DAY_FORMAT),
    );
    setDownloading(false);
    if (!result.ok || !result.data) {
      void message.error(LOG_TEXTS.downloadFailure);
      return;
    }
    saveFile(result.data, `log-${tenant}.zip`);
  }

  function chooseTenant(alias: string) {
    setChosen(alias);
    setRange(null);
  }

  function pickRange(value: [Dayjs | null, Dayjs | null] | null) {
    const [from, to] = value ?? [];
    if (!from || !to) {
      setRange(null);
      return;
    }
    setRange([from, to]);
    void download(from, to);
  }

  function clearFilters() {
    setChosen(undefined);
    setRange(null);
  }

  const [from, to] = range ?? [dayjs(), dayjs()];
  return (
    <section aria-labelledby="logs-title">
      <Typography.Title id="logs-title" level={2} style={{ marginTop: 0 }}>
        {t('logs.title')}
      </Typography.Title>
      <Form layout="vertical" component="div">
        <Flex wrap gap={16} align="end">
          <Form.Item
            label={t('logs.tenant')}
            htmlFor="logs-tenant"
            style={{ marginBottom: 0, minWidth: 220 }}
          >
            <Select
              id="logs-tenant"
              value={tenant}
              loading={tenants.isPending}
              onChange={chooseTenant}
              showSearch={{ optionFilterProp: 'label' }}
              options={tenants.data?.map((x) => ({ value: x.alias, label: x.name }))}
            />
          </Form.Item>
          <Form.Item label={t('logs.range')} htmlFor="logs-range" style={{ marginBottom: 0 }}>
            <DatePicker.RangePicker
              id={{ start: 'logs-range', end: 'logs-range-end' }}
              value={range}
              format={format.datePattern}
              allowEmpty={[false, false]}
              disabledDate={(day, info) => isLogDayDisabled(day, info.from)}
              onChange={pickRange}
              disabled={!tenant}
            />
          </Form.Item>
          <Flex wrap gap={8}>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={downloading}
              disabled={!tenant}
              onClick={() => void download(from, to)}
            >
              {t('logs.download')}
            </Button>
            <Button icon={<ClearOutlined />} onClick={clearFilters}>
              {t('logs.clear')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void log.refetch()}
              disabled={!tenant}
              aria-label={t('logs.reload')}
              title={t('logs.reload')}
            />
          </Flex>
        </Flex>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {range ? t('logs.rangeChosen') : t('logs.rangeHint')}
      </Typography.Paragraph>
      {(tenants.isPending || (log.isPending && tenant !== undefined)) && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description={t('common.loading')} />
        </Flex>
      )}
      {(tenants.isError || log.isError) && (
        <Alert
          type="warning"
          showIcon
          title={LOG_TEXTS.notAvailable}
          action={<Button onClick={() => void log.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {log.isSuccess && log.data === '' && <Empty description={t('logs.empty')} />}
      {log.isSuccess && log.data !== '' && <LogView text={log.data} label={t('logs.title')} />}
    </section>
  );
}
