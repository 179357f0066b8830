import { Input } from 'antd';
import { useFormat } from '../../app/i18n/use-format';

/** Money in cents typed as digits only, shown as BRL (spec 3 §5: "keeping digits only"). */
export function MoneyInput(props: {
  id?: string;
  value: number | null;
  onChange: (cents: number | null) => void;
  disabled?: boolean;
}) {
  const format = useFormat();
  return (
    <Input
      id={props.id}
      inputMode="numeric"
      disabled={props.disabled}
      value={props.value === null ? '' : format.money(props.value)}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 9);
        props.onChange(digits ? Number(digits) : null);
      }}
    />
  );
}

/** A fraction typed with the mask 99,9% (up to 99.9%): digits only, the last one a decimal. */
export function PercentInput(props: {
  id?: string;
  value: number | null;
  onChange: (fraction: number | null) => void;
  disabled?: boolean;
}) {
  const tenths = props.value === null ? null : Math.round(props.value * 1000);
  const text = tenths === null ? '' : `${Math.floor(tenths / 10)},${tenths % 10}%`;
  return (
    <Input
      id={props.id}
      inputMode="numeric"
      disabled={props.disabled}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const before = text.replace(/\D/g, '');
        let digits = typed.replace(/\D/g, '');
        // Deleting the % sign or the comma deletes the last digit instead.
        if (typed.length < text.length && digits === before) digits = digits.slice(0, -1);
        digits = digits.replace(/^0+/, '').slice(-3);
        props.onChange(digits ? Number(digits) / 1000 : null);
      }}
    />
  );
}
