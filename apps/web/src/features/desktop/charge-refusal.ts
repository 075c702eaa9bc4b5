import { BridgeFailure } from './bridge.ts';

/**
 * A desktop tool refused before any work because it could not be paid (the agent's content codes,
 * see apps/desktop-agent/src/funcs/charge.ts): 'vip' when credits are short (the membership dialog),
 * else the message key of a dead login or an unreachable server; null for any other failure.
 */
export function chargeRefusal(
  error: unknown,
): 'vip' | 'desktopFunc.loginExpired' | 'desktopFunc.offline' | null {
  if (!(error instanceof BridgeFailure)) return null;
  if (error.content === 'credits') return 'vip';
  if (error.content === 'login') return 'desktopFunc.loginExpired';
  if (error.content === 'offline') return 'desktopFunc.offline';
  return null;
}
