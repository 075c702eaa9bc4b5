import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/call.ts';
import { cspNonce } from '../../http/security-headers.ts';
import { sandboxNotification, SANDBOX_MERCHANT, type SandboxTradeState } from './providers/sandbox.ts';
import { findTrade } from './repository.ts';
import { sandboxPage } from './sandbox-page.ts';
import { tradeForProvider, type Payments } from './service.ts';
import type { PaymentTradeRow } from './tables.ts';

const params = z.object({ id: z.string().min(1).max(64) });
const actions: Record<string, SandboxTradeState> = { pay: 'SUCCESS', fail: 'PAYERROR', abandon: 'CLOSED' };

/**
 * The sandbox cashier (PAYMENT_PROVIDER=sandbox only): GET /sandbox-pay/{id} shows the trade with
 * Pay, Fail and Abandon; each button makes the cashier send our callback a signed notification,
 * through the same route and checks a real provider's would go through.
 */
export async function sandboxRoutes(root: FastifyInstance, p: Payments, key: Buffer): Promise<void> {
  /** Sends one notification to /pay/notify/sandbox, as the provider's server would. */
  async function notify(trade: PaymentTradeRow, state: SandboxTradeState): Promise<void> {
    const { body, headers } = sandboxNotification(
      key,
      {
        merchant: SANDBOX_MERCHANT,
        out_trade_no: trade.id,
        transaction_id: `SBX${randomBytes(10).toString('hex')}`,
        trade_state: state,
        amount: { total: trade.amount, currency: trade.currency },
      },
      p.clock.now(),
    );
    const res = await root.inject({ method: 'POST', url: '/pay/notify/sandbox', headers, payload: body });
    if (res.statusCode >= 300)
      p.log.warn({ tradeId: trade.id, state, answer: res.body }, 'sandbox notification refused');
  }

  await root.register(async (scope) => {
    // The page's forms post url-encoded bodies; the buttons carry no fields.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );
    scope.get('/sandbox-pay/:id', async (request, reply) => {
      const { id } = parseInput(params, request.params, request.locale);
      let trade = await findTrade(p.db, id);
      if (trade && trade.provider === 'sandbox' && trade.status === 0) {
        // Opening the cashier is the "scanned" moment: the trade goes to 1 (payment phase).
        await notify(trade, 'USERPAYING');
        trade = await findTrade(p.db, id);
      }
      const shown = trade?.provider === 'sandbox' ? trade : null;
      const back = shown ? tradeForProvider(shown, p.publicUrl).returnUrl : `${p.publicUrl}/`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .status(shown ? 200 : 404)
        .send(sandboxPage(request.locale, shown, back, cspNonce(reply)));
    });
    scope.post('/sandbox-pay/:id/:action', async (request, reply) => {
      const { id, action } = parseInput(
        params.extend({ action: z.enum(['pay', 'fail', 'abandon']) }),
        request.params,
        request.locale,
      );
      const trade = await findTrade(p.db, id);
      if (trade?.provider === 'sandbox' && (trade.status === 0 || trade.status === 1))
        await notify(trade, actions[action]!);
      return reply.redirect(`/sandbox-pay/${encodeURIComponent(id)}`, 303);
    });
  });
}
