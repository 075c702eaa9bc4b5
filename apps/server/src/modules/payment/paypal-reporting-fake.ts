import { randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeRequest } from './fake-http.ts';

/*
 * The PayPal REST side of the wire for the reconciliation's fakes, written apart from
 * providers/paypal*.ts from PayPal's API reference: the OAuth2 client-credentials token, then
 * Transaction Search (GET /v1/reporting/transactions) answering from the fake's own list, paged.
 */

export const payPalClient = {
  clientId: 'AcLIENT-rEcOnCiLe',
  clientSecret: 'sEcReT-456',
  webhookId: 'WH-1RECONCILE0000000000000',
};

/** One transaction as Transaction Search's transaction_info writes it. */
export interface PayPalTransactionInfo {
  transaction_id: string;
  transaction_event_code: string;
  /** "2026-11-25T10:00:00+0000" */
  transaction_initiation_date: string;
  transaction_amount: { currency_code: string; value: string };
  transaction_status: 'S' | 'P' | 'V' | 'D';
  custom_field?: string;
  invoice_id?: string;
}

const json = (status: number, payload: unknown): FakeAnswer => ({ status, body: JSON.stringify(payload) });

/** "+0000" → "+00:00", so Date.parse reads PayPal's offsets. */
const when = (s: string) => Date.parse(s.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));

/**
 * PayPal on loopback: `transactions` is its account's history, `lastRefreshed` how far its
 * reporting data reaches. Bearer tokens are only those it issued.
 */
export function payPalFake() {
  const transactions: PayPalTransactionInfo[] = [];
  const issued = new Set<string>();
  const state = { lastRefreshed: '2099-01-01T00:00:00+0000' };

  function handle(req: FakeRequest): FakeAnswer {
    if (req.method === 'POST' && req.url === '/v1/oauth2/token') {
      const basic = Buffer.from(`${payPalClient.clientId}:${payPalClient.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}` || req.body !== 'grant_type=client_credentials')
        return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      const token = `A21AA${randomBytes(12).toString('hex')}`;
      issued.add(token);
      return json(200, {
        scope: 'https://uri.paypal.com/services/reporting/search/read',
        access_token: token,
        token_type: 'Bearer',
        expires_in: 32400,
      });
    }
    const bearer = /^Bearer (\S+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    if (!bearer || !issued.has(bearer))
      return json(401, {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      });
    const url = new URL(req.url, 'http://fake');
    if (req.method === 'GET' && url.pathname === '/v1/reporting/transactions') {
      const q = url.searchParams;
      const start = Date.parse(q.get('start_date') ?? '');
      const end = Date.parse(q.get('end_date') ?? '');
      const size = Number(q.get('page_size') ?? '100');
      const page = Number(q.get('page') ?? '1');
      if (
        !Number.isFinite(start) ||
        !Number.isFinite(end) ||
        end < start ||
        !(size >= 1 && size <= 500) ||
        !(page >= 1)
      )
        return json(400, {
          name: 'INVALID_REQUEST',
          message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
          details: [{ issue: 'INVALID_PARAMETER_SYNTAX' }],
        });
      const matching = transactions.filter((t) => {
        const at = when(t.transaction_initiation_date);
        return at >= start && at <= end;
      });
      const totalPages = Math.max(1, Math.ceil(matching.length / size));
      return json(200, {
        transaction_details: matching
          .slice((page - 1) * size, page * size)
          .map((info) => ({ transaction_info: info })),
        account_number: 'RECONCILE7ACCT',
        start_date: q.get('start_date'),
        end_date: q.get('end_date'),
        last_refreshed_datetime: state.lastRefreshed,
        page,
        total_items: matching.length,
        total_pages: totalPages,
        links: [],
      });
    }
    return json(404, { name: 'RESOURCE_NOT_FOUND' });
  }

  return { transactions, state, handle };
}
