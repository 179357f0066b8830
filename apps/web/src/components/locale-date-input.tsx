import { Input } from 'antd';
import { useState } from 'react';
import { useFormat } from '../app/i18n/use-format';
import { dateTextOf, dateValueOf, maskDateText } from './locale-date-text';

/**
 * A calendar day typed in the language's order (DD/MM/YYYY in pt-BR, MM/DD/YYYY in en) while
 * the form keeps ISO YYYY-MM-DD, the API's format. An unfinished or impossible date stays as
 * typed so the field's rule can name it.
 */
export function LocaleDateInput(props: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
}) {
  const format = useFormat();
  const [shown, setShown] = useState(() => ({
    value: props.value,
    pattern: format.datePattern,
    text: dateTextOf(props.value, format),
  }));
  // A value set from outside (a reset, a load) or a language switch shows anew.
  if (shown.value !== props.value || shown.pattern !== format.datePattern) {
    setShown({
      value: props.value,
      pattern: format.datePattern,
      text: dateTextOf(props.value, format),
    });
  }
  return (
    <Input
      id={props.id}
      inputMode="numeric"
      autoComplete="bday"
      maxLength={10}
      placeholder={props.placeholder}
      value={shown.text}
      onChange={(event) => {
        const text = maskDateText(event.target.value);
        const value = dateValueOf(text, format);
        setShown({ value, pattern: format.datePattern, text });
        props.onChange?.(value);
      }}
    />
  );
}
