import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Form, Input, Modal, Result, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pricingApi, usePricingProfiles } from './pricing-api';

/** /dynamic-pricing: the profile cards, creating one and deleting one (spec 3 §2, §8). */
export function PricingListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profiles = usePricingProfiles();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function create() {
    if (!name.trim()) return setNameError(t('pricing.list.nameRequired'));
    setSaving(true);
    const result = await pricingApi.create(name.trim());
    setSaving(false);
    if (!result.ok || !result.data) return void message.error(t('pricing.list.createFailed'));
    await queryClient.invalidateQueries({ queryKey: ['dynamic-pricing'] });
    void navigate(`/dynamic-pricing/${result.data.dynamicPricingUuid}`);
  }

  function confirmDelete(uuid: string) {
    modal.confirm({
      title: t('pricing.list.confirmTitle'),
      content: t('pricing.list.confirmText'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await pricingApi.remove(uuid);
        if (!result.ok) return void message.error(t('pricing.list.deleteFailed'));
        void message.success(t('pricing.list.deleted'));
        await queryClient.invalidateQueries({ queryKey: ['dynamic-pricing'] });
      },
    });
  }

  return (
    <section aria-labelledby="pricing-title">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title id="pricing-title" level={2} style={{ margin: 0 }}>
          {t('pricing.list.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('pricing.list.create')}
        </Button>
      </Flex>
      {profiles.isError ? (
        <Result
          status="error"
          title={t('pricing.list.loadFailed')}
          extra={[
            <Button key="list" onClick={() => navigate('/dynamic-pricing')}>
              {t('pricing.list.seeList')}
            </Button>,
            <Button key="retry" type="primary" onClick={() => void profiles.refetch()}>
              {t('common.retry')}
            </Button>,
          ]}
        />
      ) : profiles.isLoading ? (
        <Card loading />
      ) : (profiles.data ?? []).length === 0 ? (
        <Empty description={t('pricing.list.empty')} />
      ) : (
        <Flex wrap gap={16}>
          {(profiles.data ?? []).map((profile) => (
            <Card
              key={profile.uuid}
              style={{ width: 280, maxWidth: '100%' }}
              title={<Link to={`/dynamic-pricing/${profile.uuid}`}>{profile.name}</Link>}
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`${t('pricing.list.delete')} ${profile.name}`}
                  onClick={() => confirmDelete(profile.uuid)}
                />
              }
            >
              {t('pricing.list.chargers', { count: profile.chargeBoxCount })}
            </Card>
          ))}
        </Flex>
      )}
      <Modal
        open={creating}
        title={t('pricing.list.newTitle')}
        okText={t('pricing.list.save')}
        cancelText={t('pricing.list.cancel')}
        confirmLoading={saving}
        onOk={() => void create()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => void create()}>
          <Form.Item
            label={t('pricing.list.name')}
            htmlFor="pricing-name"
            validateStatus={nameError ? 'error' : undefined}
            help={nameError}
          >
            <Input
              id="pricing-name"
              maxLength={30}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
