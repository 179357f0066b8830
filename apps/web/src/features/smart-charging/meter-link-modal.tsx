import type { MeterMeasurement } from '@chargedeck/shared';
import { Alert, Button, Flex, Form, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MeterReading } from './meter-reading';
import { smartChargingApi } from './smart-charging-api';
import type { MeterDevice } from './smart-charging-values';

type Test =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'error'; text: string }
  | { state: 'found'; meter: MeterMeasurement };

/**
 * The meter-link modal (spec 3 §2, §4 "Smart charging"): a MAC address and a connect button;
 * the result is testing, error, offline (status not 1) or online with the latest reading and
 * its time. Confirming hands the meter to the form.
 */
export function MeterLinkModal(props: {
  open: boolean;
  onClose: () => void;
  onLink: (meter: MeterDevice) => void;
}) {
  const { t } = useTranslation();
  const [mac, setMac] = useState('');
  const [test, setTest] = useState<Test>({ state: 'idle' });

  async function connect() {
    if (!mac.trim()) return setTest({ state: 'error', text: t('smartCharging.meter.macRequired') });
    setTest({ state: 'testing' });
    const result = await smartChargingApi.meterByMac(mac.trim());
    if (result.ok && result.data) return setTest({ state: 'found', meter: result.data });
    const missing = !result.ok && (result.status === 404 || result.status === 400);
    setTest({
      state: 'error',
      text: t(missing ? 'smartCharging.meter.notFound' : 'smartCharging.meter.fetchFailed'),
    });
  }

  function close() {
    setMac('');
    setTest({ state: 'idle' });
    props.onClose();
  }

  const found = test.state === 'found' ? test.meter : undefined;
  return (
    <Modal
      open={props.open}
      title={t('smartCharging.meter.link')}
      onCancel={close}
      okText={t('smartCharging.meter.confirm')}
      cancelText={t('configurations.cancel')}
      okButtonProps={{ disabled: !found }}
      onOk={() => {
        if (!found) return;
        props.onLink({ device_remote_id: found.device_remote_id, mac_address: found.mac_address });
        close();
      }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('smartCharging.meter.mac')} htmlFor="meter-mac">
          <Flex gap={8}>
            <Input
              id="meter-mac"
              value={mac}
              autoComplete="off"
              placeholder="AA:BB:CC:DD:EE:FF"
              onChange={(e) => setMac(e.target.value)}
              onPressEnter={() => void connect()}
            />
            <Button onClick={() => void connect()} loading={test.state === 'testing'}>
              {t('smartCharging.meter.connect')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      <div aria-live="polite">
        {test.state === 'testing' && (
          <Flex gap={8} align="center">
            <Spin size="small" />
            {t('smartCharging.meter.testing')}
          </Flex>
        )}
        {test.state === 'error' && <Alert type="error" showIcon title={test.text} />}
        {found && <MeterStatusAlert meter={found} />}
      </div>
    </Modal>
  );
}

/** Online (with the reading and its time) or offline, as the banner and the modal show it. */
export function MeterStatusAlert({ meter, banner }: { meter: MeterMeasurement; banner?: boolean }) {
  const { t } = useTranslation();
  const online = meter.status === 1;
  return (
    <Alert
      type={online ? 'success' : 'warning'}
      showIcon
      banner={banner}
      title={`${online ? t('smartCharging.meter.online') : t('smartCharging.meter.offline')} · ${meter.device_remote_id}`}
      description={<MeterReading meter={meter} />}
    />
  );
}
