import { REVENUE_STATUSES } from '@chargedeck/shared';
import { DatePicker, Flex, Input, Select, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { useStationOptions } from './transactions-api';
import { TRANSACTION_TEXTS } from './transactions-texts';

/** The picker's "All Revenue Status": no filter. */
const ALL = 'ALL';

export interface TransactionFilterValues {
  tag: string;
  chargeBoxPk?: number;
  paymentStatus?: string;
  range: [Dayjs, Dayjs];
  search: string;
}

/**
 * Tag, station, revenue status (finance only: All, PAID, UNPAID, PRICELESS, filtered by the
 * server), date range and search of the transactions list.
 */
export function TransactionFilters(props: {
  value: TransactionFilterValues;
  onChange: (value: TransactionFilterValues) => void;
  finance: boolean;
  optionsDisabled: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const stations = useStationOptions();
  const { value, onChange } = props;
  const set = (change: Partial<TransactionFilterValues>) => onChange({ ...value, ...change });
  return (
    <Flex wrap gap={12} style={{ marginBottom: 16 }}>
      <Tooltip title={props.optionsDisabled ? TRANSACTION_TEXTS.disabledField : undefined}>
        <Input
          aria-label={t('transactions.tag')}
          placeholder={t('transactions.tag')}
          allowClear
          maxLength={20}
          disabled={props.optionsDisabled}
          value={value.tag}
          onChange={(e) => set({ tag: e.target.value })}
          style={{ width: 160 }}
        />
      </Tooltip>
      <Select
        aria-label={t('transactions.station')}
        placeholder={t('transactions.station')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={stations.isPending}
        value={value.chargeBoxPk}
        onChange={(chargeBoxPk: number | undefined) => set({ chargeBoxPk })}
        style={{ width: 220 }}
        options={stations.data?.map((s) => ({
          value: s.chargeBoxPk,
          label: `${s.description} (${s.chargeBoxId})`,
        }))}
      />
      {props.finance && (
        <Select
          aria-label={t('transactions.revenueStatus')}
          placeholder={t('transactions.revenueStatus')}
          allowClear
          value={value.paymentStatus ?? ALL}
          onChange={(status: string | undefined) =>
            set({ paymentStatus: status === ALL ? undefined : status })
          }
          style={{ width: 220 }}
          options={[
            { value: ALL, label: t('transactions.revenueStatus') },
            ...REVENUE_STATUSES.map((s) => ({
              value: s,
              label: t(`transactions.revenueStatuses.${s}`),
            })),
          ]}
        />
      )}
      <DatePicker.RangePicker
        aria-label={t('transactions.range')}
        value={value.range}
        allowClear={false}
        format={format.datePattern}
        onChange={(range) => {
          if (range?.[0] && range[1]) set({ range: [range[0], range[1]] });
        }}
      />
      <Input.Search
        aria-label={TRANSACTION_TEXTS.searchPlaceholder}
        placeholder={TRANSACTION_TEXTS.searchPlaceholder}
        allowClear
        value={value.search}
        onChange={(e) => set({ search: e.target.value })}
        style={{ width: 300, maxWidth: '100%' }}
      />
    </Flex>
  );
}
