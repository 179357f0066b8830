/** One line item of a priced recharge, as stored with it (transaction_price_item). */
export interface StoredPriceItem {
  kind: string;
  source: string;
  from: string | null;
  to: string | null;
  quantity: number;
  unit: string;
  unitPrice: number;
  amountCents: number;
}

/** A stop priced by a pricing profile: stored with the transaction in the stop's statement. */
export interface PricedStop {
  profileName: string;
  totalCents: number;
  incomeCents: number;
  energyCostCents: number;
  items: StoredPriceItem[];
}

/** What a stop tells the pricer (a TransactionStop is one). */
export interface StopToPrice {
  chargeBoxPk: number;
  transactionPk: number;
  stopTimestamp: Date;
  meterStop: number;
}

/**
 * Prices a batch of stops before they are stored (the pricing module). Undefined for a stop the
 * station's fixed prices settle (no profile, no payment, a refused card, or an unknown
 * transaction). At most a few queries per batch, never one per stop.
 */
export interface StopPricer {
  price(stops: readonly StopToPrice[]): Promise<(PricedStop | undefined)[]>;
}
