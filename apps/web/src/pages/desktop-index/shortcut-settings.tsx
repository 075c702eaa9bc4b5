import type { KeystoreConfig } from '@toolbox/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../features/auth/dialog.tsx';
import { bridgeCall, BridgeFailure } from '../../features/desktop/bridge.ts';
import {
  describeShortcut,
  keyBoxValue,
  SCREENSHOT_SHORTCUT,
  shortcutProblems,
} from '../../features/desktop/shortcut.ts';
import { toast } from '../../ui/toast-store.ts';
import { warnBridge } from './file-search-panel.tsx';

/**
 * The keyboard-shortcut settings dialog of the desktop home (spec §2): an enable switch, Ctrl, Alt
 * and Shift, one key box, save. Read and written through the agent (keystore:get-config,
 * keystore:update-config), which registers the keys with the system; its refusals (the keys taken
 * by another program, no shortcuts on this system) are shown here, in the page's language.
 */
export function ShortcutSettings(props: {
  open: boolean;
  onClose: () => void;
  onSaved: (config: KeystoreConfig) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      title={t('desktop.shortcut.title')}
      onClose={props.onClose}
      testId="desktop-shortcut"
    >
      <ShortcutForm onSaved={props.onSaved} onClose={props.onClose} />
    </Dialog>
  );
}

function ShortcutForm({
  onSaved,
  onClose,
}: {
  onSaved: (config: KeystoreConfig) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [config, setConfig] = useState<KeystoreConfig | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const errorsId = useId();
  const keyHintId = useId();
  const keyId = useId();
  const firstModifier = useRef<HTMLInputElement>(null);
  const keyBox = useRef<HTMLInputElement>(null);

  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => {
    bridgeCall<KeystoreConfig>('keystore:get-config', { name: SCREENSHOT_SHORTCUT }).then(
      setConfig,
      (error) => {
        warnBridge(error);
        setUnreadable(true);
      },
    );
  }, []);

  if (unreadable) return null;
  if (!config) return <p role="status">{t('desktop.shortcut.loading')}</p>;
  const change = (part: Partial<KeystoreConfig>) => {
    setConfig({ ...config, ...part });
    setErrors([]);
  };
  const problems = errors.length ? shortcutProblems(config) : [];

  const save = async () => {
    const found = shortcutProblems(config);
    if (found.length) {
      setErrors(found.map((problem) => t(`desktop.shortcut.errors.${problem}`)));
      (found[0] === 'noModifier' ? firstModifier : keyBox).current?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await bridgeCall<KeystoreConfig>('keystore:update-config', config);
      toast.success(t('desktop.shortcut.saved'));
      onSaved(saved);
      onClose();
    } catch (error) {
      const content = error instanceof BridgeFailure ? error.content : undefined;
      if (content === 'shortcut_taken')
        setErrors([t('desktop.shortcut.errors.taken', { keys: describeShortcut(config) })]);
      else if (content === 'shortcut_unavailable')
        setErrors([t('desktop.shortcut.errors.unavailable', { detail: (error as BridgeFailure).title })]);
      else if (content === 'shortcut_no_modifier') setErrors([t('desktop.shortcut.errors.noModifier')]);
      else if (content === 'shortcut_no_key') setErrors([t('desktop.shortcut.errors.noKey')]);
      else warnBridge(error);
    } finally {
      setSaving(false);
    }
  };

  const modifiers = ['ctrl', 'alt', 'shift'] as const;
  return (
    <form
      className="desktop-shortcut-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="desktop-shortcut-switch">
        <input
          type="checkbox"
          role="switch"
          checked={config.enable}
          onChange={(e) => change({ enable: e.target.checked })}
        />{' '}
        {t('desktop.shortcut.enable')}
      </label>
      <fieldset
        className="desktop-shortcut-keys"
        aria-describedby={problems.includes('noModifier') ? errorsId : undefined}
      >
        <legend>{t('desktop.shortcut.keys')}</legend>
        {modifiers.map((name, i) => (
          <label key={name}>
            <input
              ref={i === 0 ? firstModifier : undefined}
              type="checkbox"
              checked={config[name]}
              aria-invalid={problems.includes('noModifier') || undefined}
              onChange={(e) => change({ [name]: e.target.checked })}
            />{' '}
            {t(`desktop.shortcut.${name}`)}
          </label>
        ))}
        <span aria-hidden="true">+</span>
        <div className="field desktop-shortcut-key">
          <label htmlFor={keyId}>{t('desktop.shortcut.key')}</label>
          <input
            ref={keyBox}
            id={keyId}
            className="input"
            value={config.keyStr}
            maxLength={1}
            autoComplete="off"
            aria-invalid={problems.includes('noKey') || undefined}
            aria-describedby={problems.includes('noKey') ? `${keyHintId} ${errorsId}` : keyHintId}
            onChange={(e) => change({ keyStr: keyBoxValue(e.target.value) })}
            // A second character replaces the first (maxLength would refuse it).
            onKeyDown={(e) => {
              if (e.key.length === 1 && keyBoxValue(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
                e.preventDefault();
                change({ keyStr: keyBoxValue(e.key) });
              }
            }}
            data-testid="desktop-shortcut-key"
          />
          <span id={keyHintId} className="field-hint">
            {t('desktop.shortcut.keyHint')}
          </span>
        </div>
      </fieldset>
      {errors.length > 0 && (
        <ul
          id={errorsId}
          className="desktop-shortcut-errors"
          role="alert"
          data-testid="desktop-shortcut-errors"
        >
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <div className="auth-dialog-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('desktop.shortcut.save')}
        </button>
      </div>
    </form>
  );
}
