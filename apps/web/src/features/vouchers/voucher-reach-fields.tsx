import {
  App,
  Button,
  Col,
  Flex,
  Form,
  Radio,
  Row,
  Select,
  Tag,
  Typography,
  type FormInstance,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useStationOptions } from '../usage/usage-api';
import type { ChosenUser, VoucherFormValues } from './voucher-form-values';

/**
 * Where and by whom a voucher is used: every charger or chosen ones (then required), every user
 * by activation or named guests (the guest picker needs the quantity first, spec 3 §5).
 */
export function VoucherReachFields(props: {
  form: FormInstance<VoucherFormValues>;
  disabled: boolean;
  users: ChosenUser[];
  onSelectUsers: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const scope = Form.useWatch('chargerScope', props.form);
  const audience = Form.useWatch('audience', props.form);
  const stations = useStationOptions();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="chargerScope" label={t('vouchers.form.chargers')}>
          <Radio.Group disabled={props.disabled}>
            <Radio value="all">{t('vouchers.form.allChargers')}</Radio>
            <Radio value="specific">{t('vouchers.form.specificChargers')}</Radio>
          </Radio.Group>
        </Form.Item>
        {scope === 'specific' && (
          <Form.Item
            name="charge_box_pks"
            label={t('vouchers.form.chooseChargers')}
            rules={[
              {
                required: true,
                type: 'array',
                min: 1,
                message: t('vouchers.rules.chargersRequired'),
              },
            ]}
          >
            <Select
              mode="multiple"
              disabled={props.disabled}
              loading={stations.isPending}
              optionFilterProp="label"
              options={(stations.data ?? []).map((s) => ({
                value: s.chargeBoxPk,
                label: s.description ? `${s.chargeBoxId} · ${s.description}` : s.chargeBoxId,
              }))}
            />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="audience" label={t('vouchers.form.audience')}>
          <Radio.Group disabled={props.disabled}>
            <Flex vertical gap={4}>
              <Radio value="activation">{t('vouchers.form.activation')}</Radio>
              <Radio value="guests">{t('vouchers.form.guests')}</Radio>
            </Flex>
          </Radio.Group>
        </Form.Item>
        {audience === 'guests' && (
          <Flex vertical gap={8}>
            <Typography.Text>
              {t('vouchers.form.guestsSummary', { count: props.users.length })}
            </Typography.Text>
            <Flex gap={4} wrap>
              {props.users.map((user) => (
                <Tag key={user.user_pk}>{user.user_name}</Tag>
              ))}
            </Flex>
            <div>
              <Button
                disabled={props.disabled}
                onClick={() => {
                  if (!props.form.getFieldValue('units')) {
                    void message.warning(t('vouchers.rules.fillUnits'));
                    void props.form.validateFields(['units']);
                    return;
                  }
                  props.onSelectUsers();
                }}
              >
                {t('vouchers.form.selectUsers')}
              </Button>
            </div>
          </Flex>
        )}
      </Col>
    </Row>
  );
}
