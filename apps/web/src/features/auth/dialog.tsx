import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import './auth.css';

/**
 * The elements that last took focus, newest first. What opened a dialog is not always
 * `document.activeElement` when the dialog mounts: its autofocused button has already taken focus,
 * and a button that disables itself while its work runs (a tool's Start while credits are checked)
 * has dropped focus to the page body before the dialog it leads to opens.
 */
const recentFocus: HTMLElement[] = [];
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      recentFocus.unshift(event.target);
      recentFocus.length = Math.min(recentFocus.length, 4);
    },
    true,
  );
}

/** What opened `dialog`: the newest focused element outside it that is still in the page. */
function findOpener(dialog: HTMLDialogElement): HTMLElement | null {
  const active = document.activeElement instanceof HTMLElement ? [document.activeElement] : [];
  for (const el of [...active, ...recentFocus]) {
    if (el !== document.body && el.isConnected && !dialog.contains(el)) return el;
  }
  return null;
}

/**
 * Gives focus back to the opener once the dialog has gone; an opener still disabled (its work
 * goes on a moment longer) gets it as soon as it is enabled, unless focus has moved elsewhere.
 */
function returnFocus(opener: HTMLElement | null) {
  let tries = 0;
  const attempt = () => {
    if (!opener?.isConnected) return;
    const elsewhere = document.activeElement && document.activeElement !== document.body;
    if (tries > 0 && elsewhere) return;
    if (!(opener as HTMLButtonElement).disabled) opener.focus();
    else if (tries++ < 40) setTimeout(attempt, 50);
  };
  attempt();
}

/**
 * A modal dialog on the native `<dialog>` (focus kept inside, Esc handled, the page behind inert).
 * 500 px wide, the full width on phones (spec section 9). A click on the backdrop does nothing.
 */
export function Dialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Describe the dialog by its text (confirms). */
  describedBy?: string;
  className?: string;
  testId?: string;
}) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  describedBy?: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { onClose } = props;

  // Modal while mounted, from the same commit that adds it (no frame where it is in the page but
  // closed); focus goes back to what opened it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = findOpener(dialog);
    try {
      dialog.showModal();
    } catch {
      dialog.setAttribute('open', ''); // very old engines: at least show it
    }
    return () => {
      if (dialog.open) dialog.close();
      returnFocus(opener);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={props.className ? `auth-dialog ${props.className}` : 'auth-dialog'}
      aria-labelledby={titleId}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
      onCancel={(event) => {
        event.preventDefault(); // Esc: the owner closes it through `open`
        onClose();
      }}
    >
      <div className="auth-dialog-head">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="auth-dialog-body">{props.children}</div>
    </dialog>
  );
}

/** A yes/no question in a dialog. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <Dialog
      open={props.open}
      title={props.title}
      onClose={props.onCancel}
      describedBy={messageId}
      className="auth-confirm"
      testId="confirm-dialog"
    >
      <p id={messageId}>{props.message}</p>
      <div className="auth-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={props.onConfirm} autoFocus>
          {props.confirmLabel ?? t('auth.ok')}
        </button>
      </div>
    </Dialog>
  );
}
