import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shell/hooks.ts';

/** /about-pay-func: why some functions cost money (static text). */
export function AboutPayFuncPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('credits.about.title'));
  return (
    <div className="page">
      <article className="card about-pay-func">
        <h1>{t('credits.about.title')}</h1>
        {(t('credits.about.paragraphs', { returnObjects: true }) as string[]).map((text) => (
          <p key={text}>{text}</p>
        ))}
        <Link to="/vip" className="btn btn-primary">
          {t('credits.about.toVip')}
        </Link>
      </article>
    </div>
  );
}
