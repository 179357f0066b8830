import { Col, Form, type FormItemProps } from 'antd';

/**
 * One field of the voucher form: a third of the row (the whole row on a phone, or always when
 * `wide`); `requiredText` makes it required with that text before any other rule.
 */
export function VoucherField(props: FormItemProps & { wide?: boolean; requiredText?: string }) {
  const { wide = false, requiredText, rules = [], ...item } = props;
  const required = requiredText ? [{ required: true, message: requiredText }] : [];
  return (
    <Col xs={24} md={wide ? 24 : 8}>
      <Form.Item {...item} rules={[...required, ...rules]} />
    </Col>
  );
}
