import type { ChargePayer } from './payment-provider';

/**
 * Who pays, as the provider is told: Mercado Pago requires the payer's e-mail, PagBank a
 * customer. The name and the CPF/CNPJ (digits only) go when known.
 */
export function payerOf(email: string, name?: string | null, taxId?: string | null): ChargePayer {
  return { email, ...(name && { name }), ...(taxId && { taxId }) };
}
