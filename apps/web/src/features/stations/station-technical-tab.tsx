import {
  CHARGING_RATE_UNITS,
  PHASES_OF,
  powerMaxChoices,
  STATION_MESSAGES as M,
  STATION_SYSTEMS,
  VOLTAGES_OF,
  type StationSystem,
} from '@chargedeck/shared';
import { Card, Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import type { ConnectorValues, StationFormValues } from './station-form-values';
import { useConnectorTypes } from './stations-api';
import { useCan } from './use-can';
import { catalogueText } from '../../app/i18n/catalogue-text';

const third = { xs: 24, md: 8 };

/** Technical settings (spec 2 §5): electrical system and each reported connector. */
export function StationTechnicalTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const can = useCan();
  const form = Form.useFormInstance<StationFormValues>();
  const types = useConnectorTypes();
  const system = Form.useWatch('system', form) as StationSystem | null | undefined;
  const voltage = Form.useWatch('voltage', form);
  const advanced = can('/virtual-groups/edit/any/smart-charging/create');
  const customPower = can('/stations/custom-powermax');
  const choices = powerMaxChoices(system, voltage);

  /** A new system clears phase, voltage and every connector's power max. */
  function chooseSystem() {
    const connectors = (form.getFieldValue('connectors') as ConnectorValues[]).map((c) => ({
      ...c,
      powerMax: null,
    }));
    form.setFieldsValue({ phase: null, voltage: null, connectors });
  }

  return (
    <>
      {advanced && (
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="system" label={t('stations.form.system')}>
              <Select
                allowClear
                onChange={chooseSystem}
                options={STATION_SYSTEMS.map((s) => ({
                  value: s,
                  label: t(`stations.form.systems.${s}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="phase" label={t('stations.form.phase')}>
              <Select
                allowClear
                disabled={!system}
                options={(system ? PHASES_OF[system] : []).map((p) => ({ value: p, label: p }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="voltage" label={t('stations.form.voltage')}>
              <Select
                allowClear
                disabled={!system}
                onChange={() =>
                  form.setFieldValue(
                    'connectors',
                    (form.getFieldValue('connectors') as ConnectorValues[]).map((c) => ({
                      ...c,
                      powerMax: null,
                    })),
                  )
                }
                options={(system ? VOLTAGES_OF[system] : []).map((v) => ({
                  value: v,
                  label: `${v} V`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="chargingRateUnit" label={t('stations.form.chargingRateUnit')}>
              <Select
                allowClear
                options={CHARGING_RATE_UNITS.map((u) => ({ value: u, label: u }))}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.List name="connectors">
        {(fields) =>
          fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={t('stations.form.connector', {
                id:
                  (form.getFieldValue(['connectors', field.name, 'connectorId']) as number) ??
                  field.name + 1,
              })}
            >
              <Row gutter={16}>
                <Col {...third}>
                  <Form.Item
                    name={[field.name, 'connectorTypePk']}
                    label={t('stations.form.connectorType')}
                    rules={[{ required: true, message: catalogueText(t, M.connectorType) }]}
                  >
                    <Select
                      options={(types.data ?? []).map((x) => ({
                        value: x.connectorTypeId,
                        label: x.name,
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col {...third}>
                  <Form.Item name={[field.name, 'powerMax']} label={t('stations.form.powerMax')}>
                    {customPower ? (
                      <InputNumber min={1} max={1_000_000} style={{ width: '100%' }} />
                    ) : (
                      <Select
                        allowClear
                        options={choices.map((w) => ({ value: w, label: format.count(w) }))}
                      />
                    )}
                  </Form.Item>
                </Col>
                <Col {...third}>
                  <Form.Item
                    name={[field.name, 'unusualStatus']}
                    label={t('stations.form.manualStatus')}
                  >
                    <Select
                      options={[
                        { value: null, label: t('stations.form.automatic') },
                        { value: 'MAINTENANCE', label: t('stations.form.maintenance') },
                        { value: 'UNAVAILABLE', label: t('stations.form.unavailable') },
                      ]}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))
        }
      </Form.List>
    </>
  );
}
