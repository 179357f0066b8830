import { Form, Switch, type FormItemProps, type SwitchProps } from 'antd';

type SwitchFieldProps = Omit<FormItemProps, 'valuePropName' | 'children'> & {
  switchProps?: SwitchProps;
};

/** A form field that is an on/off switch: its value is the switch's boolean. */
export function SwitchField({ switchProps, ...item }: SwitchFieldProps) {
  return (
    <Form.Item valuePropName="checked" {...item}>
      <Switch {...switchProps} />
    </Form.Item>
  );
}
