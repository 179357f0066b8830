import { MESSAGE_MAX_LENGTH } from '@chargedeck/shared';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The message box of the support and push forms: required, at most 255 characters. The counter
 * is the field's extra line (below the error, described-by the box), so the two never overlap
 * on a narrow screen.
 */
export function MessageField({ rows, autoFocus }: { rows: number; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const value = Form.useWatch<string | undefined>('message', form) ?? '';
  return (
    <Form.Item
      name="message"
      label={t('messages.message')}
      rules={[
        { required: true, whitespace: true, message: t('messages.required') },
        { max: MESSAGE_MAX_LENGTH, message: t('messages.tooLong', { max: MESSAGE_MAX_LENGTH }) },
      ]}
      extra={
        <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'end' }}>
          {t('messages.counter', { count: value.length, max: MESSAGE_MAX_LENGTH })}
        </Typography.Text>
      }
    >
      <Input.TextArea rows={rows} maxLength={MESSAGE_MAX_LENGTH} autoFocus={autoFocus} />
    </Form.Item>
  );
}
