import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../shell/hooks.ts';
import { Icon } from '../ui/icons.tsx';

/** The spec's wait before an unknown page goes home (section 9). */
export const NOT_FOUND_REDIRECT_MS = 1_500;

/** Any unknown path, including `/func/<unknown code>`: a title, home after 1.5 s, or at once by button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));

  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="page not-found">
      <svg className="not-found-art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        <rect x="20" y="30" width="120" height="78" rx="12" fill="var(--accent-soft)" />
        <path
          d="M48 30v-8a8 8 0 0 1 8-8h48a8 8 0 0 1 8 8v8"
          fill="none"
          stroke="var(--accent)"
          strokeWidth="6"
        />
        <rect x="20" y="58" width="120" height="8" fill="var(--accent)" opacity="0.35" />
        <text x="80" y="94" textAnchor="middle" fontSize="26" fontWeight="700" fill="var(--accent)">
          404
        </text>
      </svg>
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <p className="muted" role="status">
        {t('notFound.redirecting')}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => void navigate('/', { replace: true })}>
        <Icon name="home" size={18} />
        {t('notFound.backHome')}
      </button>
    </div>
  );
}
