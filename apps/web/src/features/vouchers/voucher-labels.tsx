import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VoucherStatus as VoucherStatusName } from '@chargedeck/shared';

const STATUS_COLOURS: Record<VoucherStatusName, string> = {
  NOT_STARTED: 'blue',
  ACTIVE: 'green',
  EXPIRED: 'orange',
  INACTIVE: 'default',
  USED: 'purple',
};

/** A voucher status as a coloured tag (spec 3 §4 labels). */
export function VoucherStatusTag({ status }: { status: VoucherStatusName }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`vouchers.statuses.${status}`)}</Tag>;
}
