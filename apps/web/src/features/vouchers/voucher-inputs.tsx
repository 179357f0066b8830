import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { blocksKey, digitsValue } from './voucher-rules';

/** A whole number typed as digits only; the minus key never reaches it (spec 3 §5). */
export function DigitsInput(props: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  maxDigits?: number;
  disabled?: boolean;
  suffix?: string;
}) {
  return (
    <Input
      id={props.id}
      inputMode="numeric"
      disabled={props.disabled}
      suffix={props.suffix}
      value={props.value === null || props.value === undefined ? '' : String(props.value)}
      onKeyDown={(event) => {
        if (blocksKey(event.key)) event.preventDefault();
      }}
      onChange={(event) => props.onChange?.(digitsValue(event.target.value, props.maxDigits))}
    />
  );
}

const FORM_TIME = 'YYYY-MM-DD HH:mm';

/** A local date and time shown DD/MM/YYYY HH:mm, kept by the form as 'YYYY-MM-DD HH:mm'. */
export function DateTimeInput(props: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}) {
  return (
    <DatePicker
      id={props.id}
      showTime={{ format: 'HH:mm' }}
      format="DD/MM/YYYY HH:mm"
      style={{ width: '100%' }}
      disabled={props.disabled}
      // Enter takes the typed time; it must not submit the form around the field.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      value={props.value ? dayjs(props.value) : null}
      onChange={(value) => props.onChange?.(value ? value.format(FORM_TIME) : null)}
    />
  );
}
