import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon } from '../../../ui/icons.tsx';
import type { NotifyPermission } from './alerts.ts';

/** Asks for notification permission; explains (in the user's language) when there can be none. */
export function NotificationsPanel(props: { permission: NotifyPermission; onEnable: () => void }) {
  const { t } = useToolTranslation();
  const { permission } = props;
  return (
    <section className="card tc-notify" aria-labelledby="tc-notify-title">
      <h2 id="tc-notify-title">{t('notifications')}</h2>
      {permission === 'granted' ? (
        <p className="tc-notify-on">
          <Icon name="check" size={18} />
          <span>{t('notificationsOn')}</span>
        </p>
      ) : permission === 'default' ? (
        <>
          <button type="button" className="btn btn-secondary" onClick={props.onEnable}>
            {t('enableNotifications')}
          </button>
          <p className="field-hint">{t('notificationsHint')}</p>
        </>
      ) : (
        <ErrorMessage error={{ code: 'notifications_unsupported' }} />
      )}
    </section>
  );
}
