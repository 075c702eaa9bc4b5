import type { FuncUseQuote } from '@toolbox/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog, Dialog } from '../auth/dialog.tsx';
import { getLogin } from '../auth/login-store.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { levelsResource } from './levels.ts';
import { LevelsTable } from './levels-table.tsx';
import { joinSentences, quoteSentences } from './quote-text.ts';

/** The /vip address the credits dialogs lead to: with `showCurrentPoint` in the international edition. */
export function useVipHref(): string {
  const info = systemInfoResource.use();
  return info.data?.edition === 'cn' ? '/vip' : '/vip?showCurrentPoint=1';
}

/**
 * Before a priced function runs: what this use takes now, from the server's quote (free, the
 * credits, or nothing now), with a 'don't ask again' box for signed-in users.
 */
export function DeductConfirmDialog(props: {
  dialog: { name: string; quote: FuncUseQuote } | null;
  onAnswer: (go: boolean, hideNext: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const [hideNext, setHideNext] = useState(false);
  const textId = useId();
  const { dialog } = props;
  const answer = (go: boolean) => {
    props.onAnswer(go, go && hideNext);
    setHideNext(false);
  };
  if (!dialog) return null;
  const { quote, name } = dialog;
  const title =
    quote.kind === 'free'
      ? t('credits.use.confirmTitleFree', { name })
      : quote.kind === 'none'
        ? t('credits.use.confirmTitleNone', { name })
        : t('credits.use.confirmTitle', { name });
  const go =
    quote.kind === 'free'
      ? t('credits.use.runFree')
      : quote.kind === 'none'
        ? t('credits.use.run')
        : t('credits.use.deduct');
  return (
    <Dialog open title={title} onClose={() => answer(false)} describedBy={textId} testId="deduct-confirm">
      <p id={textId} data-kind={quote.kind}>
        {joinSentences(quoteSentences(t, quote), i18n.language)}
      </p>
      {getLogin() ? (
        <label className="check credits-check">
          <input type="checkbox" checked={hideNext} onChange={(e) => setHideNext(e.target.checked)} />
          <span>{t('credits.use.hideNext')}</span>
        </label>
      ) : null}
      <div className="auth-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={() => answer(false)}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => answer(true)} autoFocus>
          {go}
        </button>
      </div>
    </Dialog>
  );
}

/** 'Not Enough Credits. See More Info?': See more goes to /vip. */
export function NotEnoughDialog(props: { open: boolean; message: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useVipHref();
  const spec = t('credits.use.notEnough');
  return (
    <ConfirmDialog
      open={props.open}
      title={t('credits.use.notEnoughTitle')}
      message={props.message && props.message !== spec ? `${spec} (${props.message})` : spec}
      confirmLabel={t('credits.use.seeMore')}
      onCancel={props.onClose}
      onConfirm={() => {
        props.onClose();
        void navigate(href);
      }}
    />
  );
}

/**
 * The VIP dialog of code 40104, or of a quote that says the credits left are not enough (then
 * with what the use costs and what is left): the levels and a way to the membership page.
 */
export function VipDialog(props: { open: boolean; quote?: FuncUseQuote; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const href = useVipHref();
  const levels = levelsResource.use(props.open);
  return (
    <Dialog open={props.open} title={t('credits.use.vipTitle')} onClose={props.onClose} testId="vip-dialog">
      <p>
        {joinSentences(
          [
            ...(props.quote ? quoteSentences(t, props.quote) : [t('credits.use.vipText')]),
            t('credits.use.vipMore'),
          ],
          i18n.language,
        )}
      </p>
      {levels.data ? <LevelsTable levels={levels.data} /> : null}
      <div className="auth-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onClose}>
          {t('common.close')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          autoFocus
          onClick={() => {
            props.onClose();
            void navigate(href);
          }}
        >
          {t('credits.use.goVip')}
        </button>
      </div>
    </Dialog>
  );
}
