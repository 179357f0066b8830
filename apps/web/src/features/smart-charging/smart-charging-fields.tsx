import { Alert, Button, Col, DatePicker, Flex, Form, Input, Row, Switch, Typography } from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import { MeterLinkModal } from './meter-link-modal';
import { smartChargingRules } from './smart-charging-rules';
import { maskCurrent, type MeterDevice } from './smart-charging-values';

const F = 'smart_charging';
const DAY = 'YYYY-MM-DD';

/**
 * The smart-charging block of the configuration form (spec 3 §2, §4, §5): on create it is
 * added on or left out (a setup made here is always on); on edit it is switched on or off.
 * Dates, the breaker current (6-character mask), modulation DYNAMIC, the meter and the safety
 * notice.
 */
export function SmartChargingFields({
  form,
  edit = false,
}: {
  form: FormInstance;
  edit?: boolean;
}) {
  const { t } = useTranslation();
  const rules = smartChargingRules(form, edit, t);
  const toggle = edit ? 'enabled' : 'included';
  const on = Form.useWatch([F, toggle], form) as boolean | undefined;
  const revalidate = () =>
    void form.validateFields([[F, 'start_date']], { recursive: false }).catch(() => undefined);
  return (
    <>
      <Form.Item
        name={[F, toggle]}
        valuePropName="checked"
        label={edit ? t('smartCharging.enabled') : t('smartCharging.add')}
      >
        <Switch />
      </Form.Item>
      <Alert
        type="warning"
        showIcon
        title={t('smartCharging.safety')}
        style={{ marginBottom: 16 }}
      />
      <div hidden={!on}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name={[F, 'start_date']}
              label={t('smartCharging.startDate')}
              rules={rules.start}
              dependencies={[[F, 'end_date']]}
            >
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={[F, 'end_date']} label={t('smartCharging.endDate')} rules={rules.end}>
              <DateInput onPicked={revalidate} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={[F, 'current_nominal_a']}
              label={t('smartCharging.current')}
              rules={rules.current}
              normalize={(value: string) => maskCurrent(value ?? '')}
            >
              <Input inputMode="decimal" maxLength={6} suffix="A" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={t('smartCharging.modulation')} htmlFor="smart-charging-modulation">
              <Input id="smart-charging-modulation" readOnly value={t('smartCharging.dynamic')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name={[F, 'meter_device']} label={t('smartCharging.meter.title')}>
              <MeterField />
            </Form.Item>
          </Col>
        </Row>
      </div>
    </>
  );
}

/** A date shown in the locale's order (DD/MM/YYYY in pt-BR), kept by the form as YYYY-MM-DD. */
function DateInput(props: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onPicked?: () => void;
}) {
  const format = useFormat();
  return (
    <DatePicker
      id={props.id}
      format={format.datePattern}
      style={{ width: '100%' }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      value={props.value ? dayjs(props.value, DAY) : null}
      onChange={(value) => {
        props.onChange?.(value ? value.format(DAY) : null);
        props.onPicked?.();
      }}
    />
  );
}

/** The linked meter, a button that opens the link modal and one that removes it. */
function MeterField(props: {
  id?: string;
  value?: MeterDevice | null;
  onChange?: (value: MeterDevice | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const meter = props.value;
  return (
    <Flex id={props.id} gap={8} align="center" wrap>
      <Typography.Text data-testid="linked-meter">
        {meter
          ? [meter.device_remote_id, meter.mac_address].filter(Boolean).join(' · ')
          : t('smartCharging.meter.none')}
      </Typography.Text>
      <Button onClick={() => setOpen(true)}>{t('smartCharging.meter.link')}</Button>
      {meter && (
        <Button danger onClick={() => props.onChange?.(null)}>
          {t('smartCharging.meter.remove')}
        </Button>
      )}
      <MeterLinkModal
        open={open}
        onClose={() => setOpen(false)}
        onLink={(m) => props.onChange?.(m)}
      />
    </Flex>
  );
}
