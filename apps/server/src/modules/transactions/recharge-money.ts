import { sql, type RawBuilder } from 'kysely';

/**
 * What a recharge costs the driver (amount) and earns the operator (income), in integer cents,
 * as SQL over a charging_transaction aliased `x` and its charge_box aliased `b`, given the SQL
 * of its energy in Wh so far (`wh`, see transactionWhSql).
 *
 * A stopped recharge reads what was settled at its stop (the settle trigger of the
 * transaction-payments migration). A running one is priced now, with the station's price of
 * today and the same rule as the trigger: per kWh or per hour (payment_charge_type_cost) plus
 * the fixed amount per recharge; income with the income settings (the connector's when the
 * station charges by CONNECTOR) less tax_income. A station without payment, or a start whose
 * card was refused, has no price. This is the one place the running price is computed: when
 * pricing profiles arrive, they replace these expressions.
 */
export function rechargeMoneySql(wh: RawBuilder<unknown>): {
  amount: RawBuilder<number | null>;
  income: RawBuilder<number | null>;
} {
  const kwh = sql`(${wh}) / 1000.0`;
  const hours = sql`greatest(extract(epoch from (now() - x.start_timestamp)), 0) / 3600.0`;
  const priced = sql`b.has_payment and coalesce(x.start_id_tag_status, 'Accepted') = 'Accepted'`;
  const connectorIncome = (column: 'money_per_kilowatt_income' | 'money_per_duration_income') =>
    sql`case when b.payment_charge_by_income = 'CONNECTOR'
      then coalesce((select ${sql.ref(`c.${column}`)} from connector c
        where c.connector_pk = x.connector_pk), ${sql.ref(`b.${column}`)})
      else ${sql.ref(`b.${column}`)} end`;
  const amount = sql<number | null>`case
    when x.stop_value is not null then x.transaction_amount
    when ${priced} then round(
      case when b.payment_charge_type_cost = 'DURATION'
        then coalesce(b.money_per_duration_cost, 0) * ${hours}
        else coalesce(b.money_per_kilowatt_cost, 0) * ${kwh} end
      + coalesce(b.money_per_transaction_cost, 0))::integer
    end`;
  const income = sql<number | null>`case
    when x.stop_value is not null then x.income
    when ${priced} then round((
      case when b.payment_charge_type_income = 'DURATION'
        then coalesce(${connectorIncome('money_per_duration_income')}, 0) * ${hours}
        else coalesce(${connectorIncome('money_per_kilowatt_income')}, 0) * ${kwh} end
      + coalesce(b.money_per_transaction_income, 0)) * (1 - coalesce(b.tax_income, 0)))::integer
    end`;
  return { amount, income };
}
