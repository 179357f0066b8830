import { App, Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api/api-error';
import { useExternalPaymentId, type FinancialRow } from './financial-api';

/** The payment's id at its provider, looked up on demand (spec 3 §7 "Card payment service"). */
export function ExternalPaymentId({ row }: { row: FinancialRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [asked, setAsked] = useState(false);
  const lookup = useExternalPaymentId(row, asked);
  const missing =
    (lookup.isSuccess && lookup.data.length === 0) ||
    (lookup.error instanceof ApiError && lookup.error.failure.status === 404);
  const failed = lookup.isError && !missing;
  useEffect(() => {
    if (failed) void message.error(t('financial.externalId.failure'));
  }, [failed, message, t]);

  if (!asked)
    return (
      <Button size="small" onClick={() => setAsked(true)}>
        {t('financial.externalId.show')}
      </Button>
    );
  if (lookup.isPending)
    return <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>;
  if (missing)
    return <Typography.Text type="secondary">{t('financial.externalId.missing')}</Typography.Text>;
  if (failed)
    return <Typography.Text type="danger">{t('financial.externalId.loadError')}</Typography.Text>;
  return (
    <>
      {lookup.data?.map((id) => (
        <Typography.Text key={id} copyable code data-testid="external-payment-id">
          {id}
        </Typography.Text>
      ))}
    </>
  );
}
