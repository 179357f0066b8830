import {
  CLEAR_FILTER_TYPES,
  KEY_TYPES,
  PROFILE_PURPOSES,
  RESET_TYPES,
  type OperationCommand,
} from '@chargedeck/shared';
import { DatePicker, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { connectorIdsOf } from './connector-ids';
import type { CommandMetadata } from './operations-api';
import { TagSearchSelect } from './tag-search-select';
import { PaymentOptions } from './payment-options';

const required = [{ required: true, message: '' }];
const list = (values: readonly (string | number)[]) =>
  values.map((value) => ({ value, label: String(value) }));

/** The parameters of each command (spec 2 §4–§5); required ones carry a rule. */
export function CommandFields(props: {
  command: OperationCommand;
  metadata: CommandMetadata | undefined;
  stations: string[];
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`stationOps.fields.${key}` as 'stationOps.fields.value');
  const form = Form.useFormInstance();
  const keyType = Form.useWatch('keyType', form) as string | undefined;
  const filterType = Form.useWatch('filterType', form) as string | undefined;
  const identification = Form.useWatch('identification', form) as string | undefined;
  const meta = props.metadata;
  const connectors = connectorIdsOf(props.stations, meta);
  const transactions = props.stations.flatMap((id) => meta?.transactionIds[id] ?? []);
  const connector = (name: string, withZero: boolean, rules = required) => (
    <Form.Item name="connectorId" label={f(name)} rules={rules}>
      <Select
        options={[
          ...(withZero ? [{ value: 0, label: f('allConnectors') }] : []),
          ...list(connectors),
        ]}
      />
    </Form.Item>
  );
  const retries = (
    <>
      <Form.Item name="retries" label={f('retries')} initialValue={1}>
        <InputNumber min={0} />
      </Form.Item>
      <Form.Item name="retryInterval" label={f('retryInterval')} initialValue={1}>
        <InputNumber min={0} />
      </Form.Item>
    </>
  );
  switch (props.command) {
    case 'change_availability':
      return (
        <>
          <Form.Item name="availType" label={f('availType')} rules={required}>
            <Select options={list(meta?.availabilityTypes ?? [])} />
          </Form.Item>
          {connector('connectorId', true, [])}
        </>
      );
    case 'remote_start_transaction':
      return (
        <>
          {connector('connectorId', false)}
          <Form.Item name="identification" label={f('identification')} initialValue="OCPP_TAG">
            <Radio.Group
              options={[
                { value: 'OCPP_TAG', label: f('byOcppTag') },
                { value: 'DOCUMENT', label: f('byDocument') },
              ]}
            />
          </Form.Item>
          <Form.Item name="idTag" label={f('idTag')} rules={required}>
            <TagSearchSelect byDocument={identification === 'DOCUMENT'} />
          </Form.Item>
          <PaymentOptions />
        </>
      );
    case 'remote_stop_transaction':
      return (
        <Form.Item name="transactionId" label={f('transactionId')} rules={required}>
          <Select options={list(transactions)} />
        </Form.Item>
      );
    case 'reset':
      return (
        <Form.Item name="resetType" label={f('resetType')} rules={required}>
          <Radio.Group options={list(RESET_TYPES)} />
        </Form.Item>
      );
    case 'get_configuration':
      return (
        <Form.Item name="confKeyList" label={f('confKeyList')} rules={required}>
          <Select mode="multiple" options={list(meta?.ocppConfKeys ?? [])} />
        </Form.Item>
      );
    case 'change_configuration':
      return (
        <>
          <Form.Item name="keyType" label={f('keyType')} rules={required} initialValue="PREDEFINED">
            <Radio.Group options={list(KEY_TYPES)} />
          </Form.Item>
          <Form.Item
            name="confKey"
            label={f('confKey')}
            rules={keyType === 'CUSTOM' ? [] : required}
          >
            <Select
              showSearch
              disabled={keyType === 'CUSTOM'}
              options={list(meta?.ocppConfKeys ?? [])}
            />
          </Form.Item>
          <Form.Item
            name="customConfKey"
            label={f('customConfKey')}
            rules={keyType === 'CUSTOM' ? required : []}
          >
            <Input disabled={keyType !== 'CUSTOM'} maxLength={50} />
          </Form.Item>
          <Form.Item name="value" label={f('value')} rules={required}>
            <Input maxLength={500} />
          </Form.Item>
        </>
      );
    case 'get_diagnostics':
      return (
        <>
          <Form.Item name="location" label={f('location')} rules={required}>
            <Input placeholder={f('ftpPlaceholder')} />
          </Form.Item>
          {retries}
          <Form.Item name="start" label={f('start')}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="stop" label={f('stop')}>
            <DatePicker showTime />
          </Form.Item>
        </>
      );
    case 'unlock_connector':
      return connector('connectorId', false);
    case 'update_firmware':
      return (
        <>
          <Form.Item name="location" label={f('firmwareLocation')} rules={required}>
            <Input placeholder={f('urlPlaceholder')} />
          </Form.Item>
          <Form.Item name="retrieve" label={f('retrieve')} rules={required}>
            <DatePicker showTime />
          </Form.Item>
          {retries}
        </>
      );
    case 'data_transfer':
      return (
        <>
          <Form.Item name="vendorId" label={f('vendorId')} rules={required}>
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="messageId" label={f('messageId')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="data" label={f('data')}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </>
      );
    case 'trigger_message':
      return (
        <>
          <Form.Item name="triggerMessage" label={f('triggerMessage')} rules={required}>
            <Select options={list(meta?.triggerMessageTypes ?? [])} />
          </Form.Item>
          {connector('connectorId', false, [])}
        </>
      );
    case 'set_charging_profile':
      return (
        <>
          <Form.Item name="chargingProfilePk" label={f('chargingProfilePk')} rules={required}>
            <Select
              options={meta?.profileList.map((p) => ({
                value: p.chargingProfilePk,
                label: p.description,
              }))}
            />
          </Form.Item>
          {connector('connectorId', true)}
          <Form.Item label={f('powerLimit')}>
            <InputNumber disabled />
          </Form.Item>
        </>
      );
    case 'clear_charging_profile': {
      const byId = filterType !== 'OtherParameters';
      return (
        <>
          <Form.Item
            name="filterType"
            label={f('filterType')}
            initialValue="ChargingProfileId"
            rules={required}
          >
            <Radio.Group options={list(CLEAR_FILTER_TYPES)} />
          </Form.Item>
          <Form.Item
            name="chargingProfilePk"
            label={f('chargingProfilePk')}
            rules={byId ? required : []}
          >
            <Select
              disabled={!byId}
              options={meta?.profileList.map((p) => ({
                value: p.chargingProfilePk,
                label: p.description,
              }))}
            />
          </Form.Item>
          <Form.Item name="connectorId" label={f('connectorId')}>
            <Select
              disabled={byId}
              options={[{ value: 0, label: f('allConnectors') }, ...list(connectors)]}
            />
          </Form.Item>
          <Form.Item name="chargingProfilePurpose" label={f('chargingProfilePurpose')}>
            <Select disabled={byId} options={list(PROFILE_PURPOSES)} />
          </Form.Item>
          <Form.Item name="stackLevel" label={f('stackLevel')}>
            <InputNumber disabled={byId} min={0} />
          </Form.Item>
        </>
      );
    }
    case 'clear_cache':
      return (
        <Typography.Text type="secondary">
          {t('stationOps.operations.noParameters')}
        </Typography.Text>
      );
  }
}
