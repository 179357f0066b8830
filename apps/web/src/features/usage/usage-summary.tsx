import type { UsageGraphs } from '@chargedeck/shared';
import { Card, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import type { UsageInfo, UsageSums } from './usage-api';

function Tile(props: { label: string; testId: string; wide?: boolean; children: ReactNode }) {
  return (
    <Card
      size="small"
      data-testid={props.testId}
      className={props.wide ? 'usage-tile-wide' : undefined}
    >
      <Statistic
        title={props.label}
        valueRender={() => <span style={{ fontSize: 20, fontWeight: 600 }}>{props.children}</span>}
      />
    </Card>
  );
}

/**
 * The header: the period's dates and tiles of energy, cost, income (with the monetization right)
 * and environment from stats/sums, the network now from stats/info, and the period's recharges and
 * autonomy under the chosen filters.
 */
export function UsageSummary(props: {
  graphs: UsageGraphs | undefined;
  sums: UsageSums | undefined;
  info: UsageInfo | undefined;
}) {
  const { t } = useTranslation();
  const { graphs, sums, info } = props;
  const format = useFormat(sums?.coin);
  const number = (value: number, digits = 1) => format.number(value, digits);
  if (!graphs) return <Skeleton active paragraph={{ rows: 2 }} />;
  const day = format.date;
  const dash = '—';
  return (
    <section aria-label={t('usage.summary.label')}>
      <div className="usage-tiles">
        <Tile label={t('usage.summary.period')} testId="usage-tile-period" wide>
          <span style={{ fontSize: 16 }}>
            {day(graphs.fromDate)} – {day(graphs.toDate)}
          </span>
        </Tile>
        <Tile label={t('usage.summary.recharges')} testId="usage-tile-recharges">
          {number(graphs.totals.recharges, 0)}
        </Tile>
        <Tile label={t('usage.summary.energy')} testId="usage-tile-energy">
          {sums ? format.energy(sums.energy.consumption * 1000) : dash}
        </Tile>
        <Tile label={t('usage.summary.autonomy')} testId="usage-tile-autonomy">
          {`${number(graphs.totals.autonomyKm)} km`}
        </Tile>
        <Tile label={t('usage.summary.environment')} testId="usage-tile-environment">
          {sums ? `${number(sums.envIndicator, 2)} kg` : dash}
        </Tile>
        {sums?.cost != null && (
          <Tile label={t('usage.summary.cost')} testId="usage-tile-cost">
            {format.money(sums.cost)}
          </Tile>
        )}
        {sums?.income != null && (
          <Tile label={t('usage.summary.income')} testId="usage-tile-income">
            {format.money(sums.income)}
          </Tile>
        )}
        {info && (
          <Tile label={t('usage.summary.info')} testId="usage-tile-info">
            <span style={{ fontSize: 14, fontWeight: 400, display: 'block' }}>
              {t('usage.summary.usersInUse', { inUse: info.users.inUse, total: info.users.total })}
            </span>
            <span style={{ fontSize: 14, fontWeight: 400, display: 'block' }}>
              {t('usage.summary.stationsInUse', {
                inUse: info.stations.inUse,
                total: info.stations.total,
              })}
            </span>
          </Tile>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('usage.summary.filtered')}
      </Typography.Paragraph>
    </section>
  );
}
