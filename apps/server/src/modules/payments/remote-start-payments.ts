import { PAYMENT_TYPES, type PaymentType } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import { badRequest } from '../../platform/http/http-error';
import type { TenantRow } from '../tenants';
import type { PaymentProviderName } from './payment-provider';
import { methodOfType } from './payment-types';
import { tenantPaymentTypes } from './tenant-payment-types';

/** A remote start with 'generate payment' (spec 2 Operations): the option the operator chose. */
export interface RemoteStartPayment {
  tenant: TenantRow;
  visibleTenantPks: readonly number[];
  chargeBoxIds: readonly string[];
  connectorId?: number;
  idTag: string;
  paymentType: string;
}

/**
 * Remembers the payment option of a remote start, for the stations that charge (hasPayment):
 * the recharge it starts is paid by that option at its stop (recharge_payment_method). 400
 * naming paymentType when the tenant does not offer it or no selected station charges.
 */
export async function rememberRemoteStartPayment(
  db: Database,
  provider: PaymentProviderName,
  start: RemoteStartPayment,
): Promise<void> {
  const type = PAYMENT_TYPES.find((t) => t === start.paymentType);
  const offered: readonly PaymentType[] = tenantPaymentTypes(start.tenant, provider);
  if (!type || !offered.includes(type)) throw badRequest('paymentType', 'paymentTypeNotOffered');
  if (start.visibleTenantPks.length === 0 || start.chargeBoxIds.length === 0)
    throw badRequest('paymentType', 'stationChargesNothing');
  const rows = await db
    .insertInto('remote_start_payment')
    .columns(['tenant_pk', 'charge_box_pk', 'connector_id', 'id_tag', 'method'])
    .expression((eb) =>
      eb
        .selectFrom('charge_box as b')
        .select((s) => [
          'b.tenant_pk',
          'b.charge_box_pk',
          s.val(start.connectorId ?? null).as('connector_id'),
          s.val(start.idTag).as('id_tag'),
          s.val(methodOfType(type)).as('method'),
        ])
        .where('b.charge_box_id', 'in', [...start.chargeBoxIds])
        .where('b.tenant_pk', 'in', [...start.visibleTenantPks])
        .where('b.has_payment', '=', true),
    )
    .returning('remote_start_payment_pk')
    .execute();
  if (rows.length === 0) throw badRequest('paymentType', 'stationChargesNothing');
}
