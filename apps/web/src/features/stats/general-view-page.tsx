import { Alert, App, Button, Card, Col, DatePicker, Flex, Row, Skeleton, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { useLiveHome, useMapChargePoints, useStatsInfo, useStatsSums } from './home-api';
import type { MapChargePoint } from './home-types';
import { IndicatorCards } from './indicator-cards';
import { LiveNotifications } from './live-notifications';
import { MapLegend } from './map-legend';
import { defaultRange, isOutOfRange, rangeQueryOf } from './stats-range';
import { StationsMap } from './stations-map';

/** Home (spec 1 §2): indicators for a date range, the station map and the live notifications. */
export function GeneralViewPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange());
  const query = useMemo(() => rangeQueryOf(range), [range]);
  const sums = useStatsSums(query);
  const info = useStatsInfo(query);
  const map = useMapChargePoints();
  const [selectedPk, setSelectedPk] = useState<number>();
  useLiveHome();

  const select = (station: MapChargePoint | undefined) => {
    if (station && (station.locationLatitude === null || station.locationLongitude === null)) {
      void message.warning(t('dashboard.map.noCoordinates', { id: station.chargeBoxId }));
      return;
    }
    setSelectedPk(station?.chargeBoxPk);
  };
  const pick = (chargeBoxId: string) =>
    select(map.data?.find((s) => s.chargeBoxId === chargeBoxId));

  return (
    <section aria-labelledby="general-view-title" style={{ minWidth: 0 }}>
      <Flex wrap justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title id="general-view-title" level={2} style={{ margin: 0 }}>
          {t('home.title')}
        </Typography.Title>
        <DatePicker.RangePicker
          aria-label={t('dashboard.range')}
          value={range}
          allowClear={false}
          format={format.datePattern}
          disabledDate={(day) => isOutOfRange(day)}
          onChange={(next) => {
            if (next?.[0] && next[1]) setRange([next[0].startOf('day'), next[1].endOf('day')]);
          }}
        />
      </Flex>
      {sums.isPending && (
        <Row gutter={[16, 16]} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Col key={i} xs={24} md={12} xl={8}>
              <Card>
                <Skeleton active paragraph={{ rows: 4 }} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {sums.isError && (
        <Alert
          type="error"
          showIcon
          title={t('dashboard.loadFailed')}
          action={<Button onClick={() => void sums.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {sums.data && <IndicatorCards sums={sums.data} info={info.data} />}
      {sums.data?.statusChargeBox.total === 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title={t('dashboard.stations.none')}
        />
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={16}>
          <Card title={t('dashboard.map.title')} styles={{ body: { padding: 12 } }}>
            {map.isError ? (
              <Alert
                type="error"
                showIcon
                title={t('dashboard.map.loadFailed')}
                action={<Button onClick={() => void map.refetch()}>{t('common.retry')}</Button>}
              />
            ) : (
              <StationsMap stations={map.data ?? []} selectedPk={selectedPk} onSelect={select} />
            )}
            <MapLegend />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card styles={{ body: { padding: 12 } }}>
            <LiveNotifications onPick={pick} />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
