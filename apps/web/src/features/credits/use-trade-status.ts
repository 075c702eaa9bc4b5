import { useCallback, useEffect, useRef, useState } from 'react';
import type { TradeStatusResponse } from '@toolbox/contracts';
import { creditsApi } from './credits-api.ts';

/** The spec's payment polling interval (section 9). */
export const TRADE_POLL_MS = 4_000;

/** Trade states in which polling goes on (0 pending, 1 in progress); any other stops it. */
export function isOpenTradeStatus(status: number): boolean {
  return status === 0 || status === 1;
}

/**
 * Polls /query-trade for `orderId` every 4 s, first after `firstDelayMs`, until the status is
 * neither 0 nor 1. `refresh()` queries again at once (and restarts polling if it had stopped on 0/1).
 */
export function useTradeStatus(orderId: string | null, options: { firstDelayMs?: number } = {}) {
  const [status, setStatus] = useState<TradeStatusResponse | null>(null);
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);
  const firstDelay = options.firstDelayMs ?? TRADE_POLL_MS;

  const check = useCallback(async (): Promise<void> => {
    if (!orderId) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setChecking(true);
    let next = true;
    try {
      const answer = await creditsApi.queryTrade(orderId, { silent: true });
      if (!alive.current) return;
      setStatus(answer);
      setFailed(null);
      next = isOpenTradeStatus(answer.status);
    } catch (error) {
      if (!alive.current) return;
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      if (alive.current) setChecking(false);
    }
    // A failed query (network) is tried again on the next tick; a final status stops the polling.
    if (next && alive.current) timer.current = setTimeout(() => void check(), TRADE_POLL_MS);
  }, [orderId]);

  useEffect(() => {
    alive.current = true;
    setStatus(null);
    setFailed(null);
    if (orderId) timer.current = setTimeout(() => void check(), firstDelay);
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [orderId, check, firstDelay]);

  return { status, checking, failed, refresh: check };
}
