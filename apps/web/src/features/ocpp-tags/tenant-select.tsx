import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTenantList } from '../logs/logs-api';

/** The accounts the user may see, by tenant_pk. */
export function TenantSelect(props: {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const tenants = useTenantList();
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      allowClear={props.allowClear}
      disabled={props.disabled}
      placeholder={props.placeholder ?? t('stationOps.tags.account')}
      loading={tenants.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 200 }}
      options={tenants.data?.map((x) => ({ value: x.tenant_pk, label: x.name }))}
    />
  );
}
