import type { VirtualGroupDetail } from '@chargedeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configurationsApi } from './configurations-api';
import {
  PricingFields,
  pricingBodyOf,
  pricingValuesOf,
  type PricingValues,
} from './pricing-fields';

/** The Perfil de Precificação tab: the group's pricing link, saved on its own. */
export function ConfigurationPricingTab({ group }: { group: VirtualGroupDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ dynamic_pricing: PricingValues }>();
  const [saving, setSaving] = useState(false);

  async function save(values: { dynamic_pricing: PricingValues }) {
    setSaving(true);
    const result = await configurationsApi.setPricing(
      group.virtual_group_id,
      pricingBodyOf(values.dynamic_pricing),
    );
    setSaving(false);
    if (!result.ok) return void message.error(t('configurations.messages.pricingUpdateFailed'));
    await queryClient.invalidateQueries();
    void message.success(t('configurations.messages.pricingUpdated'));
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ dynamic_pricing: pricingValuesOf(group.dynamic_pricing) }}
      onFinish={(v) => void save(v)}
    >
      <PricingFields form={form} />
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('configurations.pricing.save')}
        </Button>
      </Flex>
    </Form>
  );
}
