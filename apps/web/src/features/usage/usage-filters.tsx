import {
  DROPDOWN_FILTER_MAX,
  USAGE_PERIODS,
  cutDropdownText,
  type UsagePeriod,
} from '@chargedeck/shared';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationOption, UserOption } from './usage-api';

interface Option {
  value: number;
  label: string;
  /** The whole text, matched by the filter and shown on hover. */
  title: string;
}

/** A searchable dropdown: option text cut at 32 characters, filter input at most 40. */
function SearchSelect(props: {
  id: string;
  label: string;
  placeholder: string;
  options: Option[];
  value: number | undefined;
  loading: boolean;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  return (
    <Form.Item label={props.label} htmlFor={props.id} style={{ marginBottom: 0, minWidth: 0 }}>
      <Select<number>
        id={props.id}
        allowClear
        showSearch={{
          searchValue: search,
          onSearch: (text) => setSearch(text.slice(0, DROPDOWN_FILTER_MAX)),
          filterOption: (input, option) =>
            (option?.title ?? '').toLowerCase().includes(input.toLowerCase()),
        }}
        placeholder={props.placeholder}
        options={props.options}
        value={props.value}
        loading={props.loading}
        notFoundContent={t('usage.filters.noMatch')}
        onChange={(value) => {
          setSearch('');
          props.onChange(value ?? undefined);
        }}
        style={{ width: '100%' }}
        popupMatchSelectWidth={false}
      />
    </Form.Item>
  );
}

export function UsageFilters(props: {
  users: UserOption[] | undefined;
  stations: StationOption[] | undefined;
  loading: boolean;
  userId: number | undefined;
  stationId: number | undefined;
  days: UsagePeriod;
  onUser: (id: number | undefined) => void;
  onStation: (id: number | undefined) => void;
  onDays: (days: UsagePeriod) => void;
}) {
  const { t } = useTranslation();
  const userOptions = (props.users ?? []).map((u) => ({
    value: u.user_pk,
    label: cutDropdownText(u.user_name),
    title: u.user_name,
  }));
  const stationOptions = (props.stations ?? []).map((s) => {
    const text = s.description ? `${s.chargeBoxId} - ${s.description}` : s.chargeBoxId;
    return { value: s.chargeBoxPk, label: cutDropdownText(text), title: text };
  });
  return (
    <Form layout="vertical" className="usage-filters" aria-label={t('usage.filters.label')}>
      <SearchSelect
        id="usage-user"
        label={t('usage.filters.user')}
        placeholder={t('usage.filters.allUsers')}
        options={userOptions}
        value={props.userId}
        loading={props.loading}
        onChange={props.onUser}
      />
      <SearchSelect
        id="usage-station"
        label={t('usage.filters.station')}
        placeholder={t('usage.filters.allStations')}
        options={stationOptions}
        value={props.stationId}
        loading={props.loading}
        onChange={props.onStation}
      />
      <Form.Item
        label={t('usage.filters.period')}
        htmlFor="usage-period"
        style={{ marginBottom: 0 }}
      >
        <Select<UsagePeriod>
          id="usage-period"
          value={props.days}
          onChange={props.onDays}
          options={USAGE_PERIODS.map((days) => ({
            value: days,
            label: t(`usage.filters.days${days}`),
          }))}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Form>
  );
}
