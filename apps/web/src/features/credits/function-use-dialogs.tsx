import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog, Dialog } from '../auth/dialog.tsx';
import { getLogin } from '../auth/login-store.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { levelsResource } from './levels.ts';
import { LevelsTable } from './levels-table.tsx';

/** The /vip address the credits dialogs lead to: with `showCurrentPoint` in the international edition. */
export function useVipHref(): string {
  const info = systemInfoResource.use();
  return info.data?.edition === 'cn' ? '/vip' : '/vip?showCurrentPoint=1';
}

/** 'Use credits?' before a paid function runs, with a 'don't ask again' box for signed-in users. */
export function DeductConfirmDialog(props: {
  dialog: {
    name: string;
    points: number;
    left: number | null;
    pages?: number;
    each?: number;
    freeCount: number;
  } | null;
  onAnswer: (go: boolean, hideNext: boolean) => void;
}) {
  const { t } = useTranslation();
  const [hideNext, setHideNext] = useState(false);
  const textId = useId();
  const { dialog } = props;
  const answer = (go: boolean) => {
    props.onAnswer(go, go && hideNext);
    setHideNext(false);
  };
  if (!dialog) return null;
  const text =
    dialog.pages !== undefined
      ? t('credits.use.confirmTextPages', {
          name: dialog.name,
          pages: dialog.pages,
          points: dialog.points,
          each: dialog.each,
        })
      : t('credits.use.confirmText', { name: dialog.name, points: dialog.points, left: dialog.left ?? '–' });
  return (
    <Dialog
      open
      title={t('credits.use.confirmTitle')}
      onClose={() => answer(false)}
      describedBy={textId}
      testId="deduct-confirm"
    >
      <p id={textId}>
        {text}
        {dialog.freeCount > 0 ? ` ${t('credits.use.freeNote', { count: dialog.freeCount })}` : ''}
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
          {t('credits.use.deduct')}
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

/** The VIP dialog of code 40104: the levels and a way to the membership page. */
export function VipDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useVipHref();
  const levels = levelsResource.use(props.open);
  return (
    <Dialog open={props.open} title={t('credits.use.vipTitle')} onClose={props.onClose} testId="vip-dialog">
      <p>{t('credits.use.vipText')}</p>
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
