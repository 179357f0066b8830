import type { PaymentType, RechargeMethod } from '@chargedeck/shared';
import type { PaymentMethod } from '../../platform/db/tables/payments';
import type { PaymentProviderName } from './payment-provider';

/**
 * The spec's payment type of a charge through a provider. The sandbox answers as Mercado Pago
 * does (its statuses are Mercado Pago's), so its charges carry Mercado Pago's types.
 */
const TYPES: Record<PaymentProviderName, Record<PaymentMethod, PaymentType>> = {
  sandbox: { card: 'MERCADO_PAGO_CARD', pix: 'MERCADO_PAGO_PIX' },
  mercadopago: { card: 'MERCADO_PAGO_CARD', pix: 'MERCADO_PAGO_PIX' },
  pagbank: { card: 'PAGBANK_CARD', pix: 'PAGBANK_PIX' },
};

export function paymentTypeOf(provider: PaymentProviderName, method: PaymentMethod): PaymentType {
  return TYPES[provider][method];
}

/** Every payment type a tenant can offer with this provider. */
export function offeredTypes(provider: PaymentProviderName): PaymentType[] {
  return ['WALLET', TYPES[provider].card, TYPES[provider].pix, 'MANUAL_DASHBOARD'];
}

/** How a recharge is paid when an operator chose this payment type at a remote start. */
export function methodOfType(type: PaymentType): RechargeMethod {
  if (type === 'WALLET') return 'WALLET';
  if (type === 'MANUAL_DASHBOARD') return 'MANUAL';
  return type.endsWith('_PIX') ? 'PIX' : 'CARD';
}
