import { DatePicker, Flex, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { useFinancialChargeBoxes, useFinancialTenants, type FinancialSort } from './financial-api';
import type { FinancialFilterValues } from './financial-query';
import { isFutureDay, periodPresets, periodProblem } from './financial-rules';

export function defaultFilters(tenantApiKey: string | undefined): FinancialFilterValues {
  const [current] = periodPresets();
  return {
    period: current.key,
    range: current.range,
    search: '',
    tenantApiKey,
    sort: 'paidTimestamp',
  };
}

const CUSTOM = 'custom';

/** The period picker of spec 3 §2: the last three months, or a custom range checked by §5. */
function PeriodFilter(props: {
  value: FinancialFilterValues;
  onChange: (change: Partial<FinancialFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const presets = periodPresets();
  const [draft, setDraft] = useState<[Dayjs, Dayjs] | null>(null);
  const problem = draft ? periodProblem(draft) : null;
  return (
    <Flex vertical gap={4}>
      <Flex wrap gap={12}>
        <Select
          aria-label={t('financial.filters.period')}
          value={props.value.period}
          onChange={(period: string) => {
            const preset = presets.find((p) => p.key === period);
            setDraft(null);
            props.onChange(preset ? { period, range: preset.range } : { period });
          }}
          style={{ width: 300, maxWidth: '100%' }}
          options={[
            ...presets.map((p, index) => ({
              value: p.key,
              label: `${index === 0 ? `${t('financial.filters.currentMonth')}: ` : ''}${format.date(
                p.range[0].toISOString(),
              )} – ${format.date(p.range[1].toISOString())}`,
            })),
            { value: CUSTOM, label: t('financial.filters.custom') },
          ]}
        />
        {props.value.period === CUSTOM && (
          <DatePicker.RangePicker
            aria-label={t('financial.filters.custom')}
            value={draft ?? props.value.range}
            allowClear={false}
            format={format.datePattern}
            disabledDate={(day) => isFutureDay(day)}
            status={problem ? 'error' : undefined}
            onChange={(range) => {
              if (!range?.[0] || !range[1]) return;
              const next: [Dayjs, Dayjs] = [range[0].startOf('day'), range[1].endOf('day')];
              setDraft(next);
              if (!periodProblem(next)) props.onChange({ range: next });
            }}
          />
        )}
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {t(problem === 'future' ? 'financial.filters.future' : 'financial.filters.tooLong')}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Period, search, station, account and order of the financial lists (spec 3 §2, §5). */
export function FinancialFilters(props: {
  value: FinancialFilterValues;
  onChange: (value: FinancialFilterValues) => void;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const tenants = useFinancialTenants();
  const stations = useFinancialChargeBoxes(value.tenantApiKey);
  const set = (change: Partial<FinancialFilterValues>) => onChange({ ...value, ...change });
  return (
    <Flex wrap gap={12} align="flex-start" style={{ marginBottom: 16 }}>
      <PeriodFilter value={value} onChange={set} />
      <Input.Search
        aria-label={t('financial.filters.search')}
        placeholder={t('financial.filters.search')}
        allowClear
        value={value.search}
        onChange={(e) => set({ search: e.target.value })}
        style={{ width: 400, maxWidth: '100%' }}
      />
      <Select
        aria-label={t('financial.filters.station')}
        placeholder={t('financial.filters.station')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={stations.isPending}
        value={value.chargeBoxId}
        onChange={(chargeBoxId: string | undefined) => set({ chargeBoxId })}
        style={{ width: 220, maxWidth: '100%' }}
        options={stations.data?.map((s) => ({
          value: s.ocppChargeBoxId,
          label: s.description ? `${s.description} (${s.ocppChargeBoxId})` : s.ocppChargeBoxId,
        }))}
      />
      <Select
        aria-label={t('financial.filters.account')}
        placeholder={t('financial.filters.account')}
        loading={tenants.isPending}
        value={value.tenantApiKey}
        onChange={(tenantApiKey: string) => set({ tenantApiKey, chargeBoxId: undefined })}
        style={{ width: 200, maxWidth: '100%' }}
        options={tenants.data?.map((x) => ({ value: x.apiKey, label: x.name }))}
      />
      <Select
        aria-label={t('financial.filters.order')}
        value={value.sort}
        onChange={(sort: FinancialSort) => set({ sort })}
        style={{ width: 220, maxWidth: '100%' }}
        options={(['paidTimestamp', 'createdTimestamp'] as const).map((sort) => ({
          value: sort,
          label: t(`financial.filters.orders.${sort}`),
        }))}
      />
    </Flex>
  );
}
