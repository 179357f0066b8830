import { AUTONOMY_KM_PER_KWH, DEFAULT_USAGE_PERIOD, type UsagePeriod } from '@chargedeck/shared';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantTopics, useTopic } from '../../app/realtime/use-topic';
import { useFormat } from '../../app/i18n/use-format';
import { BrandPieChart } from './brand-pie-chart';
import {
  useStationOptions,
  useUsageGraphs,
  useUsageInfo,
  useUsageSums,
  useUserOptions,
} from './usage-api';
import { UsageBarChart } from './usage-bar-chart';
import { UsageChartCard } from './usage-chart-card';
import { UsageFilters } from './usage-filters';
import { UsageSummary } from './usage-summary';
import { USAGE_TEXTS } from './usage-texts';
import './usage.css';

const STAY_LABELS = ['under1h', 'from1to2h', 'from2to4h', 'over4h'] as const;
/** Each chart's y axis reads a unit symbol or, for counts and times, a translated title. */
const CHARTS = [
  { key: 'recharge', color: '#1677ff', integer: true, unit: 'count' },
  { key: 'duration', color: '#722ed1', integer: false, unit: 'time' },
  { key: 'energy', color: '#52c41a', integer: false, unit: 'kWh' },
  { key: 'autonomy', color: '#13c2c2', integer: false, unit: 'km' },
  { key: 'frequency', color: '#fa8c16', integer: true, unit: 'count' },
  { key: 'popularHours', color: '#eb2f96', integer: true, unit: 'count' },
] as const;

/**
 * Statistics dashboard and usage charts (spec 1 §2, /indicators): user, station and period
 * filters, six bar charts and the vehicle-brand pie (only with no user chosen).
 */
export function UsagePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [days, setDays] = useState<UsagePeriod>(DEFAULT_USAGE_PERIOD);
  const [userId, setUserId] = useState<number>();
  const [stationId, setStationId] = useState<number>();
  const graphs = useUsageGraphs({ days, userId, stationId });
  const users = useUserOptions();
  const stations = useStationOptions();
  const range = graphs.data && { fromDate: graphs.data.fromDate, toDate: graphs.data.toDate };
  const sums = useUsageSums(range);
  const info = useUsageInfo(range);
  useTopic(useTenantTopics().stats, () => {
    void graphs.refetch();
    void sums.refetch();
    void info.refetch();
  });

  const data = graphs.data;
  const loading = graphs.isFetching;
  const noRecharges = !data || data.totals.recharges === 0;
  const listsFailed = users.isError || stations.isError || graphs.isError;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('usage.title')}
      </Typography.Title>
      {listsFailed && (
        <Alert
          type="error"
          showIcon
          title={USAGE_TEXTS.listsFailed}
          action={
            <Button
              size="small"
              onClick={() => {
                void users.refetch();
                void stations.refetch();
                void graphs.refetch();
              }}
            >
              {t('common.retry')}
            </Button>
          }
        />
      )}
      <UsageSummary graphs={data} sums={sums.data} info={info.data} />
      <UsageFilters
        users={users.data}
        stations={stations.data}
        loading={users.isLoading || stations.isLoading}
        userId={userId}
        stationId={stationId}
        days={days}
        onUser={setUserId}
        onStation={setStationId}
        onDays={setDays}
      />
      <div className="usage-charts">
        {CHARTS.map((chart) => {
          const title = t(`usage.charts.${chart.key}`);
          return (
            <UsageChartCard
              key={chart.key}
              testId={`usage-chart-${chart.key}`}
              title={title}
              help={t(`usage.charts.${chart.key}Help`, {
                factor: format.number(data?.autonomyKmPerKwh ?? AUTONOMY_KM_PER_KWH, 2),
              })}
              loading={loading}
              empty={noRecharges}
            >
              {data && (
                <UsageBarChart
                  label={title}
                  points={data[chart.key]}
                  color={chart.color}
                  integer={chart.integer}
                  format={chart.key === 'duration' ? format.durationShort : undefined}
                  unit={
                    chart.unit === 'count' || chart.unit === 'time'
                      ? t(`usage.axis.${chart.unit}`)
                      : chart.unit
                  }
                  labels={
                    chart.key === 'frequency'
                      ? STAY_LABELS.map((k) => t(`usage.charts.${k}`))
                      : undefined
                  }
                />
              )}
            </UsageChartCard>
          );
        })}
        {userId === undefined && (
          <UsageChartCard
            testId="usage-chart-brands"
            title={t('usage.charts.brands')}
            help={t('usage.charts.brandsHelp')}
            loading={loading}
            empty={!data || data.carBrandUsage.length === 0}
            emptyText={noRecharges ? t('usage.charts.empty') : t('usage.charts.noBrands')}
          >
            {data && (
              <BrandPieChart
                label={t('usage.charts.brands')}
                points={data.carBrandUsage}
                others={t('usage.charts.others')}
              />
            )}
          </UsageChartCard>
        )}
      </div>
    </Flex>
  );
}
