import { describe, expect, it } from 'vitest';
import { HttpInvoiceProvider } from './http-invoice-provider';
import { invoiceConfig } from './invoice-config';
import type { InvoiceRequest } from './invoice-provider';
import { SandboxInvoiceProvider, rejectBucket } from './sandbox-invoice-provider';

const request: InvoiceRequest = {
  invoicePk: 7,
  transactionPk: 42,
  attempt: 1,
  amountCents: 1600,
  currency: 'BRL',
  tenantName: 'Rede',
  customerName: 'Iara',
  customerEmail: 'iara@example.com',
  description: 'Recharge 42',
  accessKey: 'k'.repeat(24),
};

function answering(status: number, body: object) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('invoice providers', () => {
  it('sandbox rejects the first issue of the configured share and authorises resends', async () => {
    const share = Array.from({ length: 1000 }, (_, i) => rejectBucket(i + 1) < 0.3).filter(
      Boolean,
    ).length;
    expect(share).toBeGreaterThan(250);
    expect(share).toBeLessThan(350);
    const always = new SandboxInvoiceProvider(1, 'https://cd.example/');
    expect((await always.issue(request)).status).toBe('rejeitado');
    expect(await always.issue({ ...request, attempt: 2 })).toEqual({
      status: 'autorizado',
      externalId: 'SANDBOX-42-2',
      urls: [`https://cd.example/api/invoices/7/document/${request.accessKey}`],
    });
    expect((await new SandboxInvoiceProvider(0, undefined).issue(request)).status).toBe(
      'autorizado',
    );
  });

  it('sends the invoice to the gateway with its token and maps its answers', async () => {
    const ok = answering(200, { id: 99, status: 'autorizado', pdf_url: 'https://nf/99.pdf' });
    const provider = new HttpInvoiceProvider({
      url: 'https://gw/nfse',
      token: 't-1',
      fetch: ok.fetch,
    });
    expect(await provider.issue(request)).toEqual({
      status: 'autorizado',
      externalId: '99',
      urls: ['https://nf/99.pdf'],
    });
    expect(ok.calls[0]?.url).toBe('https://gw/nfse');
    expect((ok.calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Token t-1');
    expect(JSON.parse(String(ok.calls[0]?.init.body))).toMatchObject({ amount: 16 });

    const refused = answering(422, { error: 'CPF inválido' });
    expect(
      await new HttpInvoiceProvider({ url: 'https://gw', token: 't', fetch: refused.fetch }).issue(
        request,
      ),
    ).toEqual({ status: 'rejeitado', error: 'CPF inválido' });
    const down = answering(503, {});
    expect(
      (
        await new HttpInvoiceProvider({ url: 'https://gw', token: 't', fetch: down.fetch }).issue(
          request,
        )
      ).status,
    ).toBe('erro_autorizacao');
  });

  it('cancels an invoice: the sandbox always, the gateway by DELETE of its id', async () => {
    const cancellation = { invoicePk: 7, transactionPk: 42, externalId: 'NF 99' };
    expect(await new SandboxInvoiceProvider(1, undefined).cancel()).toEqual({
      status: 'cancelado',
    });
    const ok = answering(200, { status: 'cancelado' });
    const provider = new HttpInvoiceProvider({
      url: 'https://gw/nfse/',
      token: 't-1',
      fetch: ok.fetch,
    });
    expect(await provider.cancel(cancellation)).toEqual({ status: 'cancelado' });
    expect(ok.calls[0]?.url).toBe('https://gw/nfse/NF%2099');
    expect(ok.calls[0]?.init.method).toBe('DELETE');
    expect((ok.calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Token t-1');

    const refused = answering(422, { message: 'prazo de cancelamento expirado' });
    expect(
      await new HttpInvoiceProvider({ url: 'https://gw', token: 't', fetch: refused.fetch }).cancel(
        cancellation,
      ),
    ).toEqual({ status: 'erro_cancelamento', error: 'prazo de cancelamento expirado' });
    const unreachable = (async () => {
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    const down = new HttpInvoiceProvider({ url: 'https://gw', token: 't', fetch: unreachable });
    expect((await down.cancel(cancellation)).status).toBe('erro_cancelamento');
    expect(await down.cancel({ ...cancellation, externalId: null })).toMatchObject({
      status: 'erro_cancelamento',
    });
  });

  it('reads its configuration and refuses bad values', () => {
    expect(invoiceConfig({})).toEqual({ provider: 'sandbox', sandboxRejectRate: 0 });
    expect(() => invoiceConfig({ INVOICE_SANDBOX_REJECT_RATE: '2' })).toThrow(/0 to 1/);
    expect(() => invoiceConfig({ INVOICE_PROVIDER: 'http' })).toThrow(/INVOICE_HTTP_URL/);
    expect(
      invoiceConfig({
        INVOICE_PROVIDER: 'http',
        INVOICE_HTTP_URL: 'https://gw',
        INVOICE_HTTP_TOKEN: 't',
      }),
    ).toMatchObject({ provider: 'http', httpUrl: 'https://gw' });
  });
});
