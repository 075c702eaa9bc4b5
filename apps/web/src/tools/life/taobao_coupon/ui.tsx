import { useCallback, useEffect, useState } from 'react';
import { call } from '../../../api/call.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon, Spinner } from '../../../ui/icons.tsx';
import { RetryNotice, SearchForm, usePagedSearch } from '../../../ui/search.tsx';
import './taobao-coupon.css';

/** Items per page, as the server asks the affiliate API for them. */
const PAGE_SIZE = 20;

/** taobao_coupon: keyword search of Taobao coupons on the operator's affiliate account. */
export default function TaobaoCouponTool() {
  const { t } = useToolTranslation();
  const [configured, setConfigured] = useState<boolean | null>(null);
  const search = useCallback(
    (q: string, page: number) => call('couponSearch', { q, page }, { silent: true }),
    [],
  );
  const { state, run } = usePagedSearch(search);

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

  if (configured === null) return <Spinner label={t('starting')} />;
  if (!configured) {
    return (
      <div className="notice" role="status" data-testid="coupon-unavailable">
        <Icon name="info" />
        <span>{t('notConfigured')}</span>
      </div>
    );
  }

  const pages = state.kind === 'done' ? Math.ceil(state.answer.total / PAGE_SIZE) : 0;

  return (
    <div className="stack taobao-coupon">
      <SearchForm
        id="tbc-q"
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        submit={t('submit')}
        required
        onSearch={(q) => run(q, 1)}
      />
      {state.kind === 'loading' && <Spinner label={t('loading')} />}
      {state.kind === 'error' && (
        <RetryNotice
          message={state.message}
          retry={t('retry')}
          onRetry={() => run(state.q, state.page)}
          testId="coupon-error"
        />
      )}
      {state.kind === 'done' && (
        <>
          <p className="muted tbc-status" role="status" data-testid="coupon-count">
            {state.answer.total === 0
              ? t('empty', { q: state.q })
              : t('found', { count: state.answer.total })}
          </p>
          <ul className="tbc-list">
            {state.answer.items.map((item) => (
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
