import {
  CheckCircleFilled,
  CloseCircleFilled,
  DisconnectOutlined,
  ExclamationCircleFilled,
  StopFilled,
  ThunderboltFilled,
  WarningFilled,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { alertColour } from './alert-rules';

export const ALERT_COLOURS = {
  red: '#cf1322',
  orange: '#d48806',
  blue: '#1677ff',
  green: '#389e0d',
} as const;

/** The event of an alert as a coloured icon named for screen readers. */
export function AlertEventIcon({ type }: { type: string }) {
  const { t } = useTranslation();
  const label = t(`alerts.types.${type}`, { defaultValue: type });
  const style = { color: ALERT_COLOURS[alertColour(type)], fontSize: 18 };
  const props = { style, role: 'img', 'aria-label': label, title: label };
  if (type === 'Failure') return <CloseCircleFilled {...props} />;
  if (type === 'Disconnected') return <DisconnectOutlined {...props} />;
  if (type === 'Warning') return <WarningFilled {...props} />;
  if (type === 'StartRejected') return <StopFilled {...props} />;
  if (type === 'TaskFailed') return <ExclamationCircleFilled {...props} />;
  if (type === 'TransactionStarted' || type === 'TransactionEnded')
    return <ThunderboltFilled {...props} />;
  return <CheckCircleFilled {...props} />;
}
