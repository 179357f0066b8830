import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { selectStateOf } from './chosen-chargers';
import { configurationsApi } from './configurations-api';
import { NameFields } from './name-fields';
import {
  NO_SMART_CHARGING,
  SmartChargingFields,
  createSmartCharging,
  useSmartChargingAccess,
  type SmartChargingValues,
} from '../smart-charging';
import { NO_PRICING, PricingFields, pricingBodyOf, type PricingValues } from './pricing-fields';

interface CreateValues {
  name: string;
  description: string;
  dynamic_pricing: PricingValues;
  smart_charging: SmartChargingValues;
}

const SELF = '/virtual-groups/create';

/**
 * Create a configuration (spec 3 §2): name, description, chargers, pricing profile, and with
 * DASH_SMART_CHARGING_CREATE the smart-charging block (its setup made once the group exists).
 */
export function ConfigurationCreatePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const carried = selectStateOf(useLocation().state);
  const chosen = carried?.chosen ?? [];
  const [form] = Form.useForm<CreateValues>();
  const [saving, setSaving] = useState(false);
  const smartCharging = useSmartChargingAccess();

  async function submit(values: CreateValues) {
    setSaving(true);
    const result = await configurationsApi.create({
      name: values.name,
      description: values.description,
      charge_boxs: chosen.map((c) => ({ charge_box_id: c.charge_box_id })),
      dynamic_pricing: pricingBodyOf(values.dynamic_pricing),
    });
    if (!result.ok) {
      setSaving(false);
      const taken = result.status === 409;
      return void setTimeout(() => {
        modal.confirm({
          title: t('configurations.messages.createFailed'),
          content: taken ? t('configurations.messages.chargerTaken') : undefined,
          okText: t('configurations.messages.tryAgain'),
          cancelText: t('configurations.messages.seeList'),
          onCancel: () => void navigate('/virtual-groups'),
        });
      }, 1500);
    }
    const groupId = result.data?.virtual_group_id ?? 0;
    void message.success(t('configurations.messages.created'));
    if (smartCharging && values.smart_charging.included) {
      const ids = chosen.map((c) => c.charge_box_id);
      const outcome = await createSmartCharging(t, groupId, values.smart_charging, ids);
      void (outcome.ok ? message.success(outcome.text) : message.error(outcome.text));
    }
    setSaving(false);
    await queryClient.invalidateQueries();
    void navigate(`/virtual-groups/view/${groupId}`);
  }

  const draft = () => form.getFieldsValue(true) as Record<string, unknown>;
  return (
    <section aria-labelledby="create-title">
      <Flex align="center" gap={8}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('configurations.back')}
          onClick={() => navigate('/virtual-groups')}
        />
        <Typography.Title id="create-title" level={2} style={{ margin: 0 }}>
          {t('configurations.createTitle')}
        </Typography.Title>
      </Flex>
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{
          dynamic_pricing: NO_PRICING,
          smart_charging: NO_SMART_CHARGING,
          ...(carried?.draft ?? {}),
        }}
        onFinish={(v) => void submit(v)}
      >
        <Card style={{ marginTop: 16 }}>
          <NameFields />
        </Card>
        <Card title={t('configurations.chargers')} style={{ marginTop: 16 }}>
          <Flex vertical gap={8}>
            <Typography.Text>
              {chosen.length
                ? t('configurations.chargersSummary', { count: chosen.length })
                : t('configurations.noChargers')}
            </Typography.Text>
            <Flex gap={4} wrap>
              {chosen.map((c) => (
                <Tag key={c.charge_box_id}>{c.charge_box_code}</Tag>
              ))}
            </Flex>
            <Link
              to="/virtual-groups/chargeboxes/select"
              state={{ from: SELF, chosen, draft: undefined }}
              onClick={(e) => {
                e.preventDefault();
                void navigate('/virtual-groups/chargeboxes/select', {
                  state: { from: SELF, chosen, draft: draft() },
                });
              }}
            >
              {t('configurations.selectChargers')}
            </Link>
          </Flex>
        </Card>
        <Card title={t('configurations.pricing.title')} style={{ marginTop: 16 }}>
          <PricingFields form={form} />
        </Card>
        {smartCharging && (
          <Card title={t('smartCharging.title')} style={{ marginTop: 16 }}>
            <SmartChargingFields form={form} />
          </Card>
        )}
        <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={() => navigate('/virtual-groups')}>{t('configurations.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('configurations.create')}
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
