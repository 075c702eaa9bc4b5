import { jsonOf, type HttpAnswer } from './http.ts';
import {
  minorUnits,
  ProviderError,
  type ProviderStatement,
  type StatementDay,
  type StatementPayment,
} from './types.ts';

/*
 * PayPal Transaction Search (GET /v1/reporting/transactions, fields=transaction_info), paged: the
 * day's completed payments (event codes T00xx, positive amount, status S). Our trade id is the
 * order's custom_id (custom_field here), or its invoice_id.
 */

/** The adapter's GET with its OAuth bearer token. */
type BearerCall = (method: 'GET', path: string) => Promise<HttpAnswer>;

interface TransactionInfo {
  transaction_id?: string;
  transaction_event_code?: string;
  transaction_status?: string;
  transaction_amount?: { currency_code?: string; value?: string };
  custom_field?: string;
  invoice_id?: string;
}
interface SearchPage {
  transaction_details?: { transaction_info?: TransactionInfo }[];
  page?: number;
  total_pages?: number;
  last_refreshed_datetime?: string;
  name?: string;
  message?: string;
}

const PAGE_SIZE = 500;
/** 500 × 100 payments a day is far past anything we take; more pages is a fault. */
const MAX_PAGES = 100;

/** "2026-11-25T16:00:00Z": RFC 3339 with seconds, as the search takes its dates. */
const searchTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A completed payment in, or null for refunds, fees, holds, pending and reversed ones. */
function paymentOf(info: TransactionInfo): StatementPayment | null {
  if (!/^T00\d\d$/.test(info.transaction_event_code ?? '') || info.transaction_status !== 'S') return null;
  const amount = minorUnits(info.transaction_amount?.value ?? '');
  if (!Number.isFinite(amount) || !info.transaction_id) return null;
  return {
    orderNo: info.custom_field || info.invoice_id || info.transaction_id,
    transactionId: info.transaction_id,
    amount,
    currency: info.transaction_amount?.currency_code ?? '',
  };
}

/** The payments PayPal lists between the day's start and end (end excluded). */
export async function payPalStatement(call: BearerCall, day: StatementDay): Promise<ProviderStatement> {
  const found = new Map<string, StatementPayment>();
  let refreshed: string | undefined;
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({
      start_date: searchTime(day.start),
      end_date: searchTime(new Date(day.end.getTime() - 1000)),
      fields: 'transaction_info',
      page_size: String(PAGE_SIZE),
      page: String(page),
    });
    const answer = await call('GET', `/v1/reporting/transactions?${query.toString()}`);
    const json = jsonOf<SearchPage>('paypal', answer);
    if (answer.status !== 200)
      throw new ProviderError(
        'paypal',
        `PayPal transaction search failed: ${json.name ?? answer.status} ${json.message ?? ''}`.trim(),
      );
    refreshed ??= json.last_refreshed_datetime;
    for (const detail of json.transaction_details ?? []) {
      const payment = detail.transaction_info && paymentOf(detail.transaction_info);
      if (payment && !found.has(payment.transactionId)) found.set(payment.transactionId, payment);
    }
    if (page >= (json.total_pages ?? 1)) break;
    if (page >= MAX_PAGES)
      throw new ProviderError('paypal', `PayPal transaction search has over ${MAX_PAGES} pages`);
  }
  // PayPal lists a transaction up to three hours late: say how far its data reaches.
  const partial = refreshed && new Date(refreshed).getTime() < day.end.getTime();
  return {
    state: 'ready',
    payments: [...found.values()],
    ...(partial ? { detail: `PayPal's data reaches ${refreshed}` } : {}),
  };
}
