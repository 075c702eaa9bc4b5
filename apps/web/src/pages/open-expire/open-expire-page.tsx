import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Icon } from '../../ui/icons.tsx';

/** /open-expire?text=...: authentication expired (partner mode); `text` replaces the default message. */
export function OpenExpirePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.get('text')?.trim() || t('auth.openExpire.default');
  useDocumentTitle(t('auth.openExpire.title'));
  return (
    <div className="page auth-page">
      <div className="card auth-card auth-message" role="alert">
        <Icon name="alert" size={40} className="auth-message-icon" />
        <h1>{t('auth.openExpire.title')}</h1>
        <p data-testid="open-expire-text">{text}</p>
        <Link to="/" className="btn btn-secondary">
          {t('notFound.backHome')}
        </Link>
      </div>
    </div>
  );
}
