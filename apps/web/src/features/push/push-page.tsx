import { App, Button, Card, Form, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageField } from '../../components/message-field';
import { MESSAGE_TEXTS } from '../support/support-texts';
import { pushApi, usePushProvider } from './push-api';

/** Push notification (spec 1 §2): one message sent to the phones of the tenant's users. */
export function PushPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ message: string }>();
  const [busy, setBusy] = useState(false);
  const provider = usePushProvider();

  async function submit(values: { message: string }) {
    setBusy(true);
    const result = await pushApi.send(values.message);
    setBusy(false);
    if (!result.ok) {
      void message.error(result.kind === 'network' ? t('errors.network') : MESSAGE_TEXTS.failure);
      return;
    }
    void message.success(MESSAGE_TEXTS.pushSuccess);
    form.resetFields();
  }

  const sent = provider.data?.provider;
  return (
    <section aria-labelledby="push-title">
      <Typography.Title id="push-title" level={2} style={{ marginTop: 0 }}>
        {MESSAGE_TEXTS.pushHeading}
      </Typography.Title>
      <Card style={{ maxWidth: 640 }}>
        <Typography.Paragraph type="secondary">
          {t('push.description')}{' '}
          {sent === 'sandbox' && (
            <Tooltip title={t('push.sandboxHint')}>
              <Tag color="orange" tabIndex={0} aria-description={t('push.sandboxHint')}>
                {t('push.sandbox')}
              </Tag>
            </Tooltip>
          )}
          {sent === 'fcm' && <Tag color="blue">{t('push.fcm')}</Tag>}
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ message: '' }}
          onFinish={(values) => void submit(values)}
        >
          <MessageField rows={4} />
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('messages.send')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}
