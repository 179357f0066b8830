import { Col, Form, type FormItemProps } from 'antd';

/**
 * One field of the voucher form: a third of the row (the whole row on a phone, or always when
 * `wide`); `requiredText` makes it required with that text before any other rule, and
 * `problemText` marks it required and refuses a value it answers a text for.
 */
export function VoucherField(
  props: FormItemProps & {
    wide?: boolean;
    requiredText?: string;
    problemText?: (value: number | null) => string | null | undefined;
  },
) {
  const { wide = false, requiredText, problemText, rules = [], ...item } = props;
  const required = requiredText ? [{ required: true, message: requiredText }] : [];
  const problem = problemText
    ? [
        {
          validator: async (_: unknown, value: number | null) => {
            const text = problemText(value);
            if (text) throw new Error(text);
          },
        },
      ]
    : [];
  return (
    <Col xs={24} md={wide ? 24 : 8}>
      <Form.Item
        {...item}
        required={item.required ?? problemText !== undefined}
        rules={[...required, ...rules, ...problem]}
      />
    </Col>
  );
}
