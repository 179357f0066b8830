import { SUPPORT_SUBJECTS, type SupportMailBody } from '@chargedeck/shared';
import { App, Button, Card, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MessageField } from '../../components/message-field';
import { supportApi } from './support-api';
import { MESSAGE_TEXTS } from './support-texts';

/** Support (spec 1 §2): a subject and a message mailed to the tenant's support team. */
export function SupportPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  async function submit(values: SupportMailBody) {
    setBusy(true);
    const result = await supportApi.send({ subject: values.subject, message: values.message });
    setBusy(false);
    if (!result.ok) {
      void message.error(result.kind === 'network' ? t('errors.network') : MESSAGE_TEXTS.failure);
      return;
    }
    void message.success(MESSAGE_TEXTS.supportSuccess);
    // Back where the user came from; a page opened directly has nowhere to go back to.
    await (location.key === 'default' ? navigate('/') : navigate(-1));
  }

  return (
    <section aria-labelledby="support-title">
      <Typography.Title id="support-title" level={2} style={{ marginTop: 0 }}>
        {t('support.title')}
      </Typography.Title>
      <Card style={{ maxWidth: 640 }}>
        <Typography.Paragraph type="secondary">{t('support.description')}</Typography.Paragraph>
        <Form<SupportMailBody>
          layout="vertical"
          requiredMark={false}
          initialValues={{ subject: 'general', message: '' }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="subject" label={t('support.subject')}>
            <Select
              options={SUPPORT_SUBJECTS.map((subject) => ({
                value: subject,
                label: t(`support.subjects.${subject}`),
              }))}
            />
          </Form.Item>
          <MessageField rows={4} />
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('messages.send')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}
