import { useFormat } from '../../app/i18n/use-format';
import { localInstantOf } from './voucher-rules';

/** A voucher's date as the language shows it (DD/MM/YYYY HH:mm in pt-BR; seconds on the detail). */
export function VoucherDate(props: { value: string | null | undefined; seconds?: boolean }) {
  const format = useFormat();
  const at = localInstantOf(props.value);
  return <>{at ? format.dateTime(at, props.seconds) : (props.value ?? '—')}</>;
}
