import {
  DownOutlined,
  DownloadOutlined,
  FilePdfOutlined,
  FileZipOutlined,
} from '@ant-design/icons';
import {
  App,
  Button,
  DatePicker,
  Dropdown,
  Flex,
  Form,
  InputNumber,
  Modal,
  Spin,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api/api-answer';
import { saveFile } from '../../app/api/download';
import { useFormat } from '../../app/i18n/use-format';
import { REPORT_TEXTS } from './report-texts';
import {
  reportsApi,
  useReportPermissions,
  type AssessmentParams,
  type StationReportFilters,
} from './reports-api';

/** Spec 2 §9: the report period defaults to the last 20 days, at most 31, none in the future. */
const DEFAULT_DAYS = 20;
const MAX_DAYS = 31;
type Kind = 'excel' | 'unified' | 'individual';
const FALLBACK_NAMES: Record<Kind, string> = {
  excel: 'stations.xlsx',
  unified: 'assessment-report.pdf',
  individual: 'individual-reports.zip',
};

interface PeriodForm {
  range: [Dayjs, Dayjs];
  costKwh?: number;
  incomeKwh?: number;
}

/** The station list's Report dropdown and Download Excel, counted against the monthly limit. */
export function StationReports({ filters }: { filters: StationReportFilters }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message, modal } = App.useApp();
  const permissions = useReportPermissions();
  const [asking, setAsking] = useState<'unified' | 'individual'>();
  const [making, setMaking] = useState<Kind>();
  const [form] = Form.useForm<PeriodForm>();

  async function make(kind: Kind, request: () => Promise<ApiResult<Blob>>) {
    setMaking(kind);
    try {
      const result = await request();
      if (result.ok && result.data) {
        saveFile(result.data, FALLBACK_NAMES[kind]);
        return true;
      }
      if (!result.ok && result.status === 403) {
        modal.warning({ title: REPORT_TEXTS.limitTitle, content: REPORT_TEXTS.limitHint });
      } else {
        void message.error(REPORT_TEXTS.downloadFailure);
      }
      return false;
    } finally {
      setMaking(undefined);
      void permissions.refetch();
    }
  }

  async function generate() {
    const values = await form.validateFields();
    const params: AssessmentParams = {
      fromDate: values.range[0].format('YYYY-MM-DD'),
      toDate: values.range[1].format('YYYY-MM-DD'),
      costKwh: values.costKwh,
      incomeKwh: values.incomeKwh,
    };
    const kind = asking;
    if (!kind) return;
    const made = await make(kind, () => reportsApi[kind](filters, params));
    if (made) setAsking(undefined);
  }

  const reports = permissions.data?.reports;
  const items = [
    { key: 'unified', icon: <FilePdfOutlined />, label: t('reports.unified') },
    ...(permissions.data?.individualReport
      ? [{ key: 'individual', icon: <FileZipOutlined />, label: t('reports.individual') }]
      : []),
  ];

  return (
    <Flex gap={8} align="center" wrap>
      <Dropdown
        menu={{
          items,
          onClick: ({ key }) => {
            form.setFieldsValue({
              range: [
                dayjs()
                  .subtract(DEFAULT_DAYS - 1, 'day')
                  .startOf('day'),
                dayjs().endOf('day'),
              ],
            });
            setAsking(key as 'unified' | 'individual');
          },
        }}
        trigger={['click']}
      >
        <Button loading={making === 'unified' || making === 'individual'}>
          {t('reports.report')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Button
        icon={<DownloadOutlined />}
        loading={making === 'excel'}
        onClick={() => void make('excel', () => reportsApi.stationsExcel(filters))}
      >
        {t('reports.downloadExcel')}
      </Button>
      {reports && reports.limit !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('reports.remaining', { remaining: reports.remaining, limit: reports.limit })}
        </Typography.Text>
      )}
      <Modal
        open={asking !== undefined}
        title={asking ? t(`reports.${asking}`) : ''}
        okText={t('reports.generate')}
        cancelText={t('reports.cancel')}
        onOk={() => void generate()}
        onCancel={() => setAsking(undefined)}
        confirmLoading={making !== undefined}
        destroyOnHidden
      >
        <Spin spinning={making !== undefined} tip={t('reports.generating')}>
          <Form form={form} layout="vertical" requiredMark={false}>
            <Form.Item
              name="range"
              label={t('reports.period')}
              extra={t('reports.rangeHint')}
              rules={[
                { required: true },
                {
                  validator: async (_, range?: [Dayjs, Dayjs]) => {
                    if (range && range[1].diff(range[0], 'day') >= MAX_DAYS)
                      throw new Error(t('reports.rangeHint'));
                  },
                },
              ]}
            >
              <DatePicker.RangePicker
                format={format.datePattern}
                allowClear={false}
                disabledDate={(day) => day.isAfter(dayjs().endOf('day'))}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Flex gap={12} wrap>
              {(['costKwh', 'incomeKwh'] as const).map((name) => (
                <Form.Item
                  key={name}
                  name={name}
                  label={t(`reports.${name}`)}
                  style={{ flex: 1, minWidth: 140 }}
                >
                  <InputNumber
                    min={0}
                    max={100000}
                    step={0.01}
                    prefix={format.currencySymbol}
                    decimalSeparator={format.decimalMark}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              ))}
            </Flex>
          </Form>
        </Spin>
      </Modal>
      {making === 'excel' && (
        <Typography.Text role="status" type="secondary">
          <Spin size="small" /> {t('reports.generating')}
        </Typography.Text>
      )}
    </Flex>
  );
}
