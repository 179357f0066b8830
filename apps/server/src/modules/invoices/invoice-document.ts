import { DEFAULT_LOCALE, formatterOf } from '@chargedeck/shared';
import type { InvoiceDocumentRow } from './invoices.repository';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The printable document of an invoice the sandbox issuer authorised, labelled as such. */
export function invoiceDocumentHtml(row: InvoiceDocumentRow): string {
  const energyWh =
    row.stop_value === null ? 0 : Math.max(Number(row.stop_value) - Number(row.start_value), 0);
  const f = formatterOf(DEFAULT_LOCALE, { currency: row.currency });
  const lines: [string, string][] = [
    ['Issuer', row.tenant_name],
    ['Invoice', row.external_id ?? String(row.invoice_pk)],
    ['Issued', new Date(row.updated_at).toISOString()],
    ['Customer', row.user_name ?? '—'],
    ['Service', `EV recharge ${row.transaction_pk}`],
    ['Station', row.description || row.charge_box_id],
    ['Start', new Date(row.start_timestamp).toISOString()],
    ['Stop', row.stop_timestamp ? new Date(row.stop_timestamp).toISOString() : '—'],
    ['Energy', f.energy(energyWh)],
    ['Amount', f.money(row.amount_cents)],
  ];
  const rows = lines
    .map(([k, v]) => `<tr><th scope="row">${escape(k)}</th><td>${escape(v)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice ${row.invoice_pk}</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:24px auto;padding:0 16px}
.sandbox{background:#fff7e6;border:1px solid #ffd591;padding:8px 12px;border-radius:6px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px;border-bottom:1px solid #eee}</style>
</head><body><h1>Service invoice (NFS-e)</h1>
<p class="sandbox" role="note">Sandbox document issued by Chargedeck's embedded invoice issuer: not a fiscal document.</p>
<table>${rows}</table></body></html>`;
}
