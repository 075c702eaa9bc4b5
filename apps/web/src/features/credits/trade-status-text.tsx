import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const known = new Set([0, 1, 2, -2]);

/**
 * A trade status as the spec colours it: 2 success (green, with a link to the profile), -2 failure
 * (red), 1 in progress (grey), others neutral with the server's status text.
 */
export function TradeStatusText(props: { status: number; statusText?: string; showProfileLink?: boolean }) {
  const { t } = useTranslation();
  const { status } = props;
  const tone = status === 2 ? 'is-success' : status === -2 ? 'is-failed' : status === 1 ? 'is-pending' : '';
  const text = known.has(status)
    ? t(`credits.trade.${status}`)
    : t('credits.trade.unknown', { text: props.statusText || String(status) });
  return (
    <div
      className={`trade-status ${tone}`.trim()}
      role="status"
      data-testid="trade-status"
      data-status={status}
    >
      <span>{text}</span>
      {status === 2 && props.showProfileLink !== false ? (
        <Link to="/user" className="trade-profile-link" data-testid="to-profile">
          {t('credits.order.toProfile')}
        </Link>
      ) : null}
    </div>
  );
}
