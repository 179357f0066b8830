import { formatterOf, messageText, type MessageKey } from '@chargedeck/shared';
import type { InvoiceDocumentRow } from './invoices.repository';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The printable document of an invoice the sandbox issuer authorised, labelled as such. */
export function invoiceDocumentHtml(row: InvoiceDocumentRow, locale: string): string {
  const energyWh =
    row.stop_value === null ? 0 : Math.max(Number(row.stop_value) - Number(row.start_value), 0);
  const f = formatterOf(locale, { currency: row.currency, timeZone: 'UTC' });
  const t = (key: MessageKey, params?: Record<string, unknown>) => messageText(key, locale, params);
  const lines: [MessageKey, string][] = [
    ['invoiceIssuer', row.tenant_name],
    ['invoiceNumber', row.external_id ?? String(row.invoice_pk)],
    ['invoiceIssued', f.dateTime(row.updated_at, true)],
    ['invoiceCustomer', row.user_name ?? '—'],
    ['invoiceService', t('invoiceServiceText', { transaction: row.transaction_pk })],
    ['colStation', row.description || row.charge_box_id],
    ['invoiceStartUtc', f.dateTime(row.start_timestamp, true)],
    ['invoiceStopUtc', row.stop_timestamp ? f.dateTime(row.stop_timestamp, true) : '—'],
    ['colEnergy', f.energy(energyWh)],
    ['invoiceAmount', f.money(row.amount_cents)],
  ];
  const rows = lines
    .map(([k, v]) => `<tr><th scope="row">${escape(t(k))}</th><td>${escape(v)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t('invoiceTitle', { number: row.invoice_pk }))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:24px auto;padding:0 16px}
.sandbox{background:#fff7e6;border:1px solid #ffd591;padding:8px 12px;border-radius:6px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px;border-bottom:1px solid #eee}</style>
</head><body><h1>${escape(t('invoiceHeading'))}</h1>
<p class="sandbox" role="note">${escape(t('invoiceSandboxNote'))}</p>
<table>${rows}</table></body></html>`;
}
