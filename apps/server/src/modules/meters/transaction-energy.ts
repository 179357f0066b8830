import { sql } from 'kysely';

/**
 * Energy of a recharge in Wh, as SQL over a charging_transaction aliased `x`: meter stop minus
 * start; while it runs, the latest Energy.Active.Import.Register reading (kWh converted) minus
 * start. Never negative.
 */
export const transactionWhSql = sql<number>`greatest(coalesce(x.stop_value, (
    select case when m.unit = 'kWh' then m.value_number * 1000 else m.value_number end
    from meter_value m
    where x.stop_value is null and m.transaction_pk = x.transaction_pk
      and m.measurand = 'Energy.Active.Import.Register' and m.phase = ''
      and m.value_number is not null
    order by m.value_timestamp desc limit 1), x.start_value) - x.start_value, 0)`;
