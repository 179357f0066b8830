import { MESSAGE_MAX_LENGTH } from '@chargedeck/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec 1 §5: the text shown when a support or push message is left empty (quoted, not translated). */
export const MESSAGE_REQUIRED_TEXT = 'O campo mensagem é obrigatório.';

/** The message box of the support and push forms: required, at most 255 characters, counted. */
export function MessageField({ rows, autoFocus }: { rows: number; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="message"
      label={t('messages.message')}
      rules={[
        { required: true, whitespace: true, message: MESSAGE_REQUIRED_TEXT },
        { max: MESSAGE_MAX_LENGTH, message: t('messages.tooLong', { max: MESSAGE_MAX_LENGTH }) },
      ]}
    >
      <Input.TextArea
        rows={rows}
        maxLength={MESSAGE_MAX_LENGTH}
        autoFocus={autoFocus}
        showCount={{
          formatter: ({ count, maxLength }) =>
            t('messages.counter', { count, max: maxLength ?? MESSAGE_MAX_LENGTH }),
        }}
      />
    </Form.Item>
  );
}
