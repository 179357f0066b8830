import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { AnimatedCounter } from './animated-counter';
import type { StatsInfo, StatsSums } from './home-types';
import { PercentPie } from './percent-pie';
import { STATE_COLOURS } from './station-state';

function Figure(props: { label: string; children: ReactNode }) {
  return (
    <Statistic
      title={props.label}
      valueRender={() => <span style={{ fontSize: 24, fontWeight: 600 }}>{props.children}</span>}
    />
  );
}

/** Users, stations, sustainability, energy and (with the monetization right) cost and income. */
export function IndicatorCards({ sums, info }: { sums: StatsSums; info?: StatsInfo }) {
  const { t } = useTranslation();
  const s = sums.statusChargeBox;
  const format = useFormat(sums.coin);
  const decimals = (digits: number) => (v: number) => format.number(v, digits, digits);
  const money = (cents: number) => format.money(cents);
  const goal = sums.energy.treePercentageGoal;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12} xl={8}>
        <Card title={t('dashboard.users.title')} style={{ height: '100%' }}>
          <Row gutter={[12, 12]}>
            <Col span={12}>
              <Figure label={t('dashboard.users.total')}>
                <AnimatedCounter value={sums.users.totalUsers} testId="count-users" />
              </Figure>
            </Col>
            <Col span={12}>
              <Figure label={t('dashboard.users.chargingPercentage')}>
                <AnimatedCounter
                  value={sums.users.userChargingPercentage}
                  format={(v) => format.percent(v, 1)}
                  testId="count-users-percentage"
                />
              </Figure>
            </Col>
            <Col span={12}>
              <Figure label={t('dashboard.users.charging')}>
                <AnimatedCounter value={sums.users.usersCharged} testId="count-users-charged" />
              </Figure>
            </Col>
            <Col span={12}>
              <Figure label={t('dashboard.users.registered')}>
                <AnimatedCounter
                  value={sums.users.usersRegistered}
                  testId="count-users-registered"
                />
              </Figure>
            </Col>
            {info && (
              <Col span={24}>
                <Typography.Text type="secondary">
                  {t('dashboard.users.inUse')}: {info.users.inUse} · {t('dashboard.users.notUsing')}
                  : {info.users.notUsing}
                </Typography.Text>
              </Col>
            )}
          </Row>
        </Card>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Card title={t('dashboard.stations.title')} style={{ height: '100%' }}>
          <Row gutter={[12, 12]}>
            {(['total', 'charging', 'available', 'unavailable', 'maintenance'] as const).map(
              (k) => (
                <Col key={k} xs={8} sm={8}>
                  <Figure label={t(`dashboard.stations.${k}`)}>
                    <AnimatedCounter value={s[k]} testId={`count-stations-${k}`} />
                  </Figure>
                </Col>
              ),
            )}
          </Row>
          <PercentPie
            label={t('dashboard.stations.pie')}
            testId="stations-pie"
            slices={(['available', 'unavailable', 'charging', 'maintenance'] as const).map((k) => ({
              label: t(`dashboard.stations.${k}`),
              value: s[k],
              colour: STATE_COLOURS[k],
            }))}
          />
        </Card>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Card title={t('dashboard.sustainability.title')} style={{ height: '100%' }}>
          <Row gutter={[12, 12]}>
            <Col span={12}>
              <Figure label={t('dashboard.sustainability.trees')}>
                <AnimatedCounter
                  value={sums.energy.cultivatedTree}
                  format={decimals(2)}
                  testId="count-trees"
                />
              </Figure>
              <Typography.Text type="secondary">
                {t('dashboard.sustainability.goalOf', { goal: sums.energy.treeGoal })}
              </Typography.Text>
            </Col>
            <Col span={12}>
              <Figure label={t('dashboard.sustainability.co2')}>
                <AnimatedCounter
                  value={sums.envIndicator}
                  format={decimals(2)}
                  testId="count-co2"
                />
              </Figure>
            </Col>
          </Row>
          <PercentPie
            label={t('dashboard.sustainability.pie')}
            testId="goal-pie"
            slices={[
              { label: t('dashboard.sustainability.goal'), value: goal, colour: '#389e0d' },
              {
                label: t('dashboard.sustainability.remaining'),
                value: Math.max(0, 100 - goal),
                colour: '#d9d9d9',
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Card title={t('dashboard.energy.title')}>
          <Figure label={t('dashboard.energy.unit')}>
            <AnimatedCounter
              value={sums.energy.consumption}
              format={decimals(2)}
              testId="count-energy"
            />
          </Figure>
        </Card>
      </Col>
      {sums.cost !== null && (
        <Col xs={24} md={12} xl={8}>
          <Card title={t('dashboard.money.cost')} data-testid="card-cost">
            <Flex vertical>
              <Figure label={t('dashboard.money.period')}>
                <AnimatedCounter value={sums.cost} format={money} testId="count-cost" />
              </Figure>
              {info?.monthCost != null && (
                <Typography.Text type="secondary">
                  {t('dashboard.money.month', { value: money(info.monthCost) })}
                </Typography.Text>
              )}
            </Flex>
          </Card>
        </Col>
      )}
      {sums.income !== null && (
        <Col xs={24} md={12} xl={8}>
          <Card title={t('dashboard.money.income')} data-testid="card-income">
            <Flex vertical>
              <Figure label={t('dashboard.money.period')}>
                <AnimatedCounter value={sums.income} format={money} testId="count-income" />
              </Figure>
              {info?.monthIncome != null && (
                <Typography.Text type="secondary">
                  {t('dashboard.money.month', { value: money(info.monthIncome) })}
                </Typography.Text>
              )}
            </Flex>
          </Card>
        </Col>
      )}
    </Row>
  );
}
