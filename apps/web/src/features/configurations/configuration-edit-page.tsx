import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { configurationsApi, useConfiguration } from './configurations-api';
import { NameFields } from './name-fields';

/** Edit a configuration's name and description (spec 3 §2 "/virtual-groups/edit/{id}"). */
export function ConfigurationEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const group = useConfiguration(id);
  const [saving, setSaving] = useState(false);

  async function submit(values: { name: string; description: string }) {
    setSaving(true);
    const result = await configurationsApi.update(id, values);
    setSaving(false);
    if (!result.ok) return void message.error(t('configurations.messages.updateFailed'));
    await queryClient.invalidateQueries();
    void message.success(t('configurations.messages.updated'));
    void navigate(`/virtual-groups/view/${id}`);
  }

  if (group.isError) return <Alert type="warning" showIcon title={t('configurations.notFound')} />;
  if (!group.data) return <Skeleton active />;
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
      <Form
        layout="vertical"
        initialValues={{ name: group.data.name, description: group.data.description }}
        onFinish={(v: { name: string; description: string }) => void submit(v)}
      >
        <Card style={{ marginTop: 16 }}>
          <NameFields edit />
        </Card>
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
