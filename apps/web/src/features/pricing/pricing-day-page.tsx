import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  WEEKDAYS,
  pricingDetailProblems,
  type DynamicPricingDetail,
  type DynamicPricingDetailForm,
} from '@chargedeck/shared';
import {
  App,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formOf, pricingApi, usePricingDetail } from './pricing-api';
import { pricingProblemText } from './pricing-problem-text';
import { PriceFields, type FieldErrors, type PriceKey, type PriceValues } from './price-fields';

const GENERAL_KEYS: readonly PriceKey[] = [
  'servicePrice',
  'kwhPrice',
  'durationPrice',
  'idleTimePrice',
  'moneyPerKilowattCost',
  'operationFee',
  'taxes',
];
const PERIOD_KEYS: readonly PriceKey[] = ['kwhPrice', 'durationPrice'];
const NO_PRICES: PriceValues = {
  servicePrice: null,
  kwhPrice: null,
  durationPrice: null,
  idleTimePrice: null,
  moneyPerKilowattCost: null,
  operationFee: null,
  taxes: null,
};

interface Period {
  start: string;
  end: string;
  prices: PriceValues;
}

interface DayState {
  general: PriceValues;
  dynamic: boolean;
  periods: Period[];
}

interface Errors {
  general: FieldErrors;
  periods: FieldErrors[];
}

const pricesOf = (e: DynamicPricingDetail): PriceValues => ({
  servicePrice: e.servicePrice,
  kwhPrice: e.kwhPrice,
  durationPrice: e.durationPrice,
  idleTimePrice: e.idleTimePrice,
  moneyPerKilowattCost: e.moneyPerKilowattCost,
  operationFee: e.operationFee,
  taxes: e.taxes,
});

function stateOf(mine: readonly DynamicPricingDetail[]): DayState {
  const general = mine.find((e) => e.general);
  const periods = mine.filter((e) => !e.general);
  return {
    general: general ? pricesOf(general) : { ...NO_PRICES, kwhPrice: 0 },
    dynamic: periods.some((e) => e.active),
    periods: periods.map((e) => ({
      start: e.startTimeGMT ?? '',
      end: e.endTimeGMT ?? '',
      prices: pricesOf(e),
    })),
  };
}

const seconds = (time: string) => (time.length === 5 ? `${time}:00` : time || null);

/** /dynamic-pricing/{id}/{weekday} and /dynamic-pricing/{id}/exception (spec 3 §2, §5). */
export function PricingDayPage() {
  const { id = '', day = '' } = useParams();
  const detail = usePricingDetail(id);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const weekday = WEEKDAYS.find((d) => d.toLowerCase() === day);
  if (detail.isError || (!weekday && day !== 'exception'))
    return (
      <Result
        status="warning"
        title={t('pricing.profile.notFound')}
        extra={
          <Button onClick={() => navigate('/dynamic-pricing')}>{t('pricing.list.seeList')}</Button>
        }
      />
    );
  if (!detail.data) return <Skeleton active />;
  return <DayForm uuid={id} weekday={weekday} entries={detail.data} />;
}

function DayForm(props: {
  uuid: string;
  weekday: (typeof WEEKDAYS)[number] | undefined;
  entries: DynamicPricingDetail[];
}) {
  const { uuid, weekday, entries } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const editing = { start: search.get('start'), end: search.get('end') };
  const isMine = (e: DynamicPricingDetail) =>
    weekday
      ? !e.exception && e.dayOfWeek === weekday
      : e.exception && e.startDate === editing.start && e.endDate === editing.end;
  const [state, setState] = useState<DayState>(() => stateOf(entries.filter(isMine)));
  const [mode, setMode] = useState<'day' | 'range'>(
    editing.end && editing.end !== editing.start ? 'range' : 'day',
  );
  const [startDate, setStartDate] = useState(editing.start ?? '');
  const [endDate, setEndDate] = useState(editing.end ?? '');
  const [errors, setErrors] = useState<Errors>({ general: {}, periods: [] });
  const [saving, setSaving] = useState(false);
  const back = () => navigate(`/dynamic-pricing/${uuid}`);

  function mineAsForm(): DynamicPricingDetailForm[] {
    const dates = weekday
      ? { dayOfWeek: weekday, exception: false, startDate: null, endDate: null }
      : {
          dayOfWeek: null,
          exception: true,
          startDate: startDate || null,
          endDate: mode === 'range' ? endDate || null : startDate || null,
        };
    const base = { reservePrice: null, ...dates };
    return [
      {
        ...base,
        ...state.general,
        general: true,
        active: false,
        startTimeGMT: null,
        endTimeGMT: null,
      },
      ...state.periods.map((p) => ({
        ...base,
        ...NO_PRICES,
        ...p.prices,
        general: false,
        active: state.dynamic,
        startTimeGMT: seconds(p.start),
        endTimeGMT: seconds(p.end),
      })),
    ];
  }

  function show(problems: { index: number; field: string; message: string }[], offset: number) {
    const next: Errors = { general: {}, periods: state.periods.map(() => ({})) };
    for (const problem of problems) {
      const k = problem.index - offset;
      const target = k === 0 ? next.general : next.periods[k - 1];
      if (target && !target[problem.field])
        target[problem.field] = pricingProblemText(t, problem.message);
    }
    setErrors(next);
  }

  async function save() {
    const others = entries.filter((e) => !isMine(e)).map(formOf);
    const list = [...others, ...mineAsForm()];
    const problems = pricingDetailProblems(list).filter((p) => p.index >= others.length);
    show(problems, others.length);
    if (problems.length > 0) return;
    setSaving(true);
    const result = await pricingApi.saveDetail(uuid, list);
    setSaving(false);
    if (!result.ok) {
      const match = /^dynamicPricingDetailFormList\.(\d+)\.(\w+)$/.exec(result.error?.field ?? '');
      const text = result.error?.error.replace(/^[^:]*: /, '') ?? t('pricing.profile.saveFailed');
      if (match)
        show([{ index: Number(match[1]), field: match[2]!, message: text }], others.length);
      return void message.error(text);
    }
    void message.success(t('pricing.profile.saved'));
    await queryClient.invalidateQueries({ queryKey: ['dynamic-pricing', uuid] });
    void back();
  }

  const setPeriod = (i: number, change: Partial<Period>) =>
    setState((s) => ({
      ...s,
      periods: s.periods.map((p, k) => (k === i ? { ...p, ...change } : p)),
    }));
  const dateError = errors.general.startDate;
  const timeError = (i: number, field: 'startTimeGMT' | 'endTimeGMT') => errors.periods[i]?.[field];

  return (
    <section aria-labelledby="day-title">
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('pricing.profile.back')}
          onClick={back}
        />
        <Typography.Title id="day-title" level={2} style={{ margin: 0 }}>
          {weekday ? t(`pricing.weekdays.${weekday}`) : t('pricing.form.exceptionTitle')}
        </Typography.Title>
      </Flex>
      <Form layout="vertical" onFinish={() => void save()}>
        {!weekday && (
          <Card size="small" style={{ marginBottom: 16 }}>
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value as 'day' | 'range')}
              options={[
                { value: 'day', label: t('pricing.form.day') },
                { value: 'range', label: t('pricing.form.range') },
              ]}
              style={{ marginBottom: 12 }}
            />
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item
                  label={t(mode === 'day' ? 'pricing.form.date' : 'pricing.form.startDate')}
                  htmlFor="exception-start"
                  validateStatus={dateError ? 'error' : undefined}
                  help={dateError}
                >
                  <Input
                    id="exception-start"
                    type="date"
                    value={startDate}
                    onChange={(event) => setStartDate(event.target.value)}
                  />
                </Form.Item>
              </Col>
              {mode === 'range' && (
                <Col xs={24} sm={12}>
                  <Form.Item label={t('pricing.form.endDate')} htmlFor="exception-end">
                    <Input
                      id="exception-end"
                      type="date"
                      value={endDate}
                      onChange={(event) => setEndDate(event.target.value)}
                    />
                  </Form.Item>
                </Col>
              )}
            </Row>
          </Card>
        )}
        <Card size="small" title={t('pricing.form.general')} style={{ marginBottom: 16 }}>
          <PriceFields
            idPrefix="general"
            keys={GENERAL_KEYS}
            values={state.general}
            errors={errors.general}
            onChange={(general) => setState((s) => ({ ...s, general }))}
          />
        </Card>
        <Card
          size="small"
          title={
            <Flex align="center" gap={8}>
              <Switch
                id="dynamic-switch"
                checked={state.dynamic}
                onChange={(dynamic) => setState((s) => ({ ...s, dynamic }))}
              />
              <label htmlFor="dynamic-switch">{t('pricing.form.dynamic')}</label>
            </Flex>
          }
        >
          <Flex justify="end" style={{ marginBottom: 12 }}>
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                setState((s) => ({
                  ...s,
                  dynamic: true,
                  periods: [
                    ...s.periods,
                    { start: '', end: '', prices: { ...NO_PRICES, kwhPrice: 0 } },
                  ],
                }))
              }
            >
              {t('pricing.form.addPeriod')}
            </Button>
          </Flex>
          {state.periods.map((period, i) => (
            <Card
              key={i}
              size="small"
              type="inner"
              style={{ marginBottom: 12 }}
              title={`${t('pricing.form.periods')} ${i + 1}`}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('pricing.form.removePeriod')} ${i + 1}`}
                  onClick={() =>
                    setState((s) => ({ ...s, periods: s.periods.filter((_, k) => k !== i) }))
                  }
                />
              }
            >
              <Row gutter={16}>
                <Col xs={12}>
                  <Form.Item
                    label={t('pricing.form.start')}
                    htmlFor={`period-${i}-start`}
                    validateStatus={timeError(i, 'startTimeGMT') ? 'error' : undefined}
                    help={timeError(i, 'startTimeGMT')}
                  >
                    <Input
                      id={`period-${i}-start`}
                      type="time"
                      step={1}
                      value={period.start}
                      onChange={(event) => setPeriod(i, { start: event.target.value })}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12}>
                  <Form.Item
                    label={t('pricing.form.end')}
                    htmlFor={`period-${i}-end`}
                    validateStatus={timeError(i, 'endTimeGMT') ? 'error' : undefined}
                    help={timeError(i, 'endTimeGMT')}
                  >
                    <Input
                      id={`period-${i}-end`}
                      type="time"
                      step={1}
                      value={period.end}
                      onChange={(event) => setPeriod(i, { end: event.target.value })}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <PriceFields
                idPrefix={`period-${i}`}
                keys={PERIOD_KEYS}
                values={period.prices}
                errors={errors.periods[i] ?? {}}
                onChange={(prices) => setPeriod(i, { prices })}
              />
            </Card>
          ))}
        </Card>
        <Flex gap={8} justify="end" style={{ marginTop: 16 }}>
          <Button onClick={back}>{t('pricing.form.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('pricing.form.save')}
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
