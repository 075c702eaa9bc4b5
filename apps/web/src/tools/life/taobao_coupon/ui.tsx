import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { CouponItem } from '@toolbox/contracts';
import { call } from '../../../api/call.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon, Spinner } from '../../../ui/icons.tsx';
import './taobao-coupon.css';

/** Items per page, as the server asks the affiliate API for them. */
const PAGE_SIZE = 20;

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; q: string; page: number }
  | { kind: 'done'; q: string; page: number; total: number; items: CouponItem[] }
  | { kind: 'error'; q: string; page: number; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** taobao_coupon: keyword search of Taobao coupons on the operator's affiliate account. */
export default function TaobaoCouponTool() {
  const { t } = useToolTranslation();
  const [configured, setConfigured] = useState<boolean | null>(null);
  const [input, setInput] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    let live = true;
    call('couponStatus', {}, { silent: true }).then(
      (answer) => live && setConfigured(answer.configured),
      () => live && setConfigured(false),
    );
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback((q: string, page: number) => {
    setState({ kind: 'loading', q, page });
    call('couponSearch', { q, page }, { silent: true }).then(
      (answer) => setState({ kind: 'done', q, page, total: answer.total, items: answer.items }),
      (error: unknown) => setState({ kind: 'error', q, page, message: messageOf(error) }),
    );
  }, []);

  if (configured === null) return <Spinner label={t('starting')} />;
  if (!configured) {
    return (
      <div className="notice" role="status" data-testid="coupon-unavailable">
        <Icon name="info" />
        <span>{t('notConfigured')}</span>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (input.trim()) run(input.trim(), 1);
  };
  const pages = state.kind === 'done' ? Math.ceil(state.total / PAGE_SIZE) : 0;

  return (
    <div className="stack taobao-coupon">
      <form className="card tbc-search" role="search" onSubmit={submit}>
        <label className="tbc-label" htmlFor="tbc-q">
          {t('search')}
        </label>
        <div className="tbc-row">
          <input
            id="tbc-q"
            className="input"
            type="search"
            required
            value={input}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => setInput(e.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            <Icon name="search" />
            {t('submit')}
          </button>
        </div>
      </form>
      {state.kind === 'loading' && <Spinner label={t('loading')} />}
      {state.kind === 'error' && (
        <div className="notice" role="alert" data-testid="coupon-error">
          <Icon name="alert" />
          <span>{state.message}</span>
          <button type="button" className="btn btn-secondary" onClick={() => run(state.q, state.page)}>
            {t('retry')}
          </button>
        </div>
      )}
      {state.kind === 'done' && (
        <>
          <p className="muted tbc-status" role="status" data-testid="coupon-count">
            {state.total === 0 ? t('empty', { q: state.q }) : t('found', { count: state.total })}
          </p>
          <ul className="tbc-list">
            {state.items.map((item) => (
              <li key={item.id} className="card tbc-item" data-testid="coupon-item">
                {item.image ? <img className="tbc-img" src={item.image} alt="" loading="lazy" /> : <span />}
                <div className="tbc-body">
                  <p className="tbc-title">{item.title}</p>
                  <p className="muted tbc-meta">
                    {item.shop}
                    {' · '}
                    {t('sales', { count: item.sales })}
                  </p>
                  <p className="tbc-offer">
                    {item.couponAmount && (
                      <strong className="tbc-coupon">{t('coupon', { amount: item.couponAmount })}</strong>
                    )}
                    {item.couponInfo && <span>{item.couponInfo}</span>}
                  </p>
                  <p className="muted tbc-meta">
                    {t('price', { price: item.price })}
                    {item.couponStart && item.couponEnd && (
                      <> · {t('validity', { start: item.couponStart, end: item.couponEnd })}</>
                    )}
                  </p>
                  <a
                    className="btn btn-primary tbc-claim"
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('claim')}
                  </a>
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="tbc-pages" aria-label={t('page', { page: state.page, pages })}>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={state.page <= 1}
                onClick={() => run(state.q, state.page - 1)}
              >
                {t('previous')}
              </button>
              <span data-testid="coupon-page">{t('page', { page: state.page, pages })}</span>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={state.page >= pages}
                onClick={() => run(state.q, state.page + 1)}
              >
                {t('next')}
              </button>
            </nav>
          )}
          <p className="muted tbc-status">{t('note')}</p>
        </>
      )}
    </div>
  );
}
