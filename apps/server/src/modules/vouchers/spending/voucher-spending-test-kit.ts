import type { VoucherKind } from '@chargedeck/shared';
import { startOcppApp, type OcppTestApp } from '../../../testing/ocpp-test-kit';
import { FIXED_STATION_PRICE } from '../../../testing/pricing-at-stop';
import { ScriptedStation, addTag, rootTenantPk } from '../../../testing/scripted-station';
import type { TestDatabase } from '../../../testing/test-databases';

/** 10 kWh at R$ 1,50 plus R$ 1,00 per recharge (FIXED_STATION_PRICE): its energy part is 1500. */
export const AMOUNT = 10 * 150 + 100;
export const ENERGY_PART = 10 * 150;
const HOUR = 3_600_000;
/** The sandbox provider's approved test card (docs/configuration.md): its number is its token. */
const APPROVED_CARD = '4111111111111111';

/**
 * The set-up of the voucher spending tests: a paying tenant with two stations at the fixed
 * prices (VS-1, VS-2), drivers with their card, and vouchers written as the vouchers API stores
 * them.
 */
export async function voucherSpendingScene(database: TestDatabase) {
  const app: OcppTestApp = await startOcppApp(database, { PAYMENT_SANDBOX_DELAY_MS: '0' });
  const db = database.handle.db;
  const tenantPk = await rootTenantPk(database);
  await db
    .updateTable('tenant')
    .set({ feature_payment: true })
    .where('tenant_pk', '=', tenantPk)
    .execute();
  const stations = {
    'VS-1': await app.addStation('VS-1', FIXED_STATION_PRICE),
    'VS-2': await app.addStation('VS-2', FIXED_STATION_PRICE),
  };
  const connected = new Map<string, ScriptedStation>();
  const stationOf = async (chargeBoxId: keyof typeof stations) => {
    const known = connected.get(chargeBoxId);
    if (known) return known;
    const station = await ScriptedStation.connect(app.ocppUrl, chargeBoxId);
    await station.boot();
    connected.set(chargeBoxId, station);
    return station;
  };

  /** A driver whose card `idTag` it owns, paying by `method` (a card on file for CARD). */
  async function driver(idTag: string, method: 'CARD' | 'WALLET' = 'CARD') {
    const { user_pk: userPk } = await db
      .insertInto('app_user')
      .values({
        tenant_pk: tenantPk,
        name: idTag,
        email: `${idTag.toLowerCase()}@drivers.example`,
        password_hash: 'not-used',
        payment_method: method,
        card_token: method === 'CARD' ? APPROVED_CARD : null,
      })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    await addTag(database, idTag, { owner_user_pk: userPk });
    return userPk;
  }

  /** A voucher of `kind` for these users (guests), active for the hour around now unless told. */
  async function voucher(
    kind: VoucherKind,
    kindValue: number,
    userPks: readonly number[],
    more: { active?: boolean; startAt?: Date; expireAt?: Date; chargeBoxPks?: number[] } = {},
  ) {
    const { voucher_pk: voucherPk } = await db
      .insertInto('voucher')
      .values({
        tenant_pk: tenantPk,
        code: `V${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
        title: `${kind} ${kindValue}`,
        description: 'Voucher spending test',
        kind,
        kind_value: kindValue,
        units: Math.max(userPks.length, 1),
        start_at: more.startAt ?? new Date(Date.now() - HOUR),
        expire_at: more.expireAt ?? new Date(Date.now() + HOUR),
        active: more.active ?? true,
        charge_box_pks: more.chargeBoxPks ?? [],
      })
      .returning('voucher_pk')
      .executeTakeFirstOrThrow();
    if (userPks.length > 0)
      await db
        .insertInto('voucher_user')
        .values(
          userPks.map((user_pk) => ({
            voucher_pk: voucherPk,
            user_pk,
            tenant_pk: tenantPk,
            source: 'GUEST' as const,
          })),
        )
        .execute();
    return voucherPk;
  }

  /** A recharge of 10 kWh with `idTag` on connector `connectorId`, started half an hour ago. */
  async function started(chargeBoxId: keyof typeof stations, idTag: string, connectorId = 1) {
    const station = await stationOf(chargeBoxId);
    const { transactionId } = await station.start(
      connectorId,
      idTag,
      0,
      new Date(Date.now() - HOUR / 2).toISOString(),
    );
    return {
      transactionId,
      stop: () =>
        station.stop(transactionId, 10_000, new Date().toISOString(), { reason: 'Local' }),
    };
  }

  /** A recharge of 10 kWh, stopped now: its transaction id. */
  async function recharge(chargeBoxId: keyof typeof stations, idTag: string) {
    const run = await started(chargeBoxId, idTag);
    await run.stop();
    return run.transactionId;
  }

  const transaction = (transactionPk: number) =>
    db
      .selectFrom('charging_transaction')
      .select([
        'transaction_amount',
        'voucher_pk',
        'voucher_amount',
        'payment_type',
        'payment_status',
        'paid_error',
      ])
      .where('transaction_pk', '=', transactionPk)
      .executeTakeFirstOrThrow();
  const voucherRow = (voucherPk: number) =>
    db
      .selectFrom('voucher')
      .select(['value_used', 'uses', 'used_total'])
      .where('voucher_pk', '=', voucherPk)
      .executeTakeFirstOrThrow();
  const history = (voucherPk: number) =>
    db
      .selectFrom('voucher_history')
      .select(['transaction_pk', 'user_pk', 'entry_kind', 'amount_used', 'balance_after'])
      .where('voucher_pk', '=', voucherPk)
      .orderBy('voucher_history_pk')
      .execute();
  const payments = (transactionPk: number) =>
    db
      .selectFrom('payment')
      .select(['amount_cents', 'status'])
      .where('transaction_pk', '=', transactionPk)
      .execute();

  async function close() {
    for (const station of connected.values()) await station.close();
    await app.close();
  }

  return {
    app,
    db,
    tenantPk,
    stations,
    driver,
    voucher,
    started,
    recharge,
    transaction,
    voucherRow,
    history,
    payments,
    close,
  };
}
