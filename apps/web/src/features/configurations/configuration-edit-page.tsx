import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  SmartChargingFields,
  updateSmartCharging,
  useGroupSmartCharging,
  useSmartChargingAccess,
  valuesOfSetup,
  type SmartChargingValues,
} from '../smart-charging';
import { configurationsApi, useConfiguration } from './configurations-api';
import { NameFields } from './name-fields';

interface EditValues {
  name: string;
  description: string;
  smart_charging: SmartChargingValues;
}

/**
 * Edit a configuration (spec 3 §2 "/virtual-groups/edit/{id}"): name and description, and with
 * DASH_SMART_CHARGING_CREATE its smart-charging block (switched on or off here).
 */
export function ConfigurationEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const group = useConfiguration(id);
  const smartCharging = useSmartChargingAccess();
  const link = useGroupSmartCharging(id, smartCharging);
  const [form] = Form.useForm<EditValues>();
  const [saving, setSaving] = useState(false);

  async function submit(values: EditValues) {
    setSaving(true);
    const result = await configurationsApi.update(id, {
      name: values.name,
      description: values.description,
    });
    if (!result.ok) {
      setSaving(false);
      return void message.error(t('configurations.messages.updateFailed'));
    }
    void message.success(t('configurations.messages.updated'));
    const outcome =
      smartCharging && link.data
        ? await updateSmartCharging(t, link.data, values.smart_charging)
        : undefined;
    setSaving(false);
    await queryClient.invalidateQueries();
    if (outcome && !outcome.ok) {
      if (outcome.field === 'meter_device_remote_id' && outcome.reason)
        form.setFields([{ name: ['smart_charging', 'meter_device'], errors: [outcome.reason] }]);
      return void message.error(outcome.text);
    }
    if (outcome) void message.success(outcome.text);
    void navigate(`/virtual-groups/view/${id}`);
  }

  if (group.isError) return <Alert type="warning" showIcon title={t('configurations.notFound')} />;
  if (!group.data || (smartCharging && link.isLoading)) return <Skeleton active />;
  const setup = link.data?.smart_charging ?? null;
  return (
    <section aria-labelledby="edit-title">
      <Flex align="center" gap={8}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('configurations.back')}
          onClick={() => navigate(`/virtual-groups/view/${id}`)}
        />
        <Typography.Title id="edit-title" level={2} style={{ margin: 0 }}>
          {t('configurations.editTitle')}
        </Typography.Title>
      </Flex>
      <Form<EditValues>
        form={form}
        layout="vertical"
        initialValues={{
          name: group.data.name,
          description: group.data.description,
          smart_charging: valuesOfSetup(setup, link.data?.enabled ?? false),
        }}
        onFinish={(v) => void submit(v)}
      >
        <Card style={{ marginTop: 16 }}>
          <NameFields edit />
        </Card>
        {smartCharging && link.isError && (
          <Alert
            type="error"
            showIcon
            title={t('smartCharging.tab.loadFailed')}
            style={{ marginTop: 16 }}
          />
        )}
        {smartCharging && link.data && (
          <Card title={t('smartCharging.title')} style={{ marginTop: 16 }}>
            <SmartChargingFields form={form} edit />
          </Card>
        )}
        <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={() => navigate(`/virtual-groups/view/${id}`)}>
            {t('configurations.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('configurations.save')}
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
