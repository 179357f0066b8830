/** Table types: fiscal invoices of paid transactions (migration 0800). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types';

/** Spec 3 §4 "Invoice status". */
export type InvoiceStatus =
  | 'processando_autorizacao'
  | 'autorizado'
  | 'erro_autorizacao'
  | 'rejeitado'
  | 'permissao_negada'
  | 'cancelado'
  | 'erro_cancelamento';

export interface InvoiceTable {
  invoice_pk: Generated<number>;
  transaction_pk: number;
  tenant_pk: number;
  status: InvoiceStatus;
  provider: string;
  amount_cents: number;
  external_id: string | null;
  urls: ColumnType<string[], string[] | undefined, string[]>;
  /** Unguessable part of the sandbox document address. */
  access_key: string;
  error: string | null;
  attempts: Generated<number>;
  requested_at: CreatedAt;
  updated_at: Generated<Date>;
}
