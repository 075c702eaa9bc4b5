import { useTranslation } from 'react-i18next';
import { constantKeys } from '@toolbox/contracts/paths';
import { constantsResource, safeLink } from './site-content-api.ts';
import './site-content.css';

/** The cn edition's record-filing footer: the numbers the operator set (none set: no footer). */
export function RecordFiling() {
  const { t } = useTranslation();
  const constants = constantsResource.use().data ?? {};
  const filing = constants[constantKeys.recordFilingNo]?.trim();
  const police = constants[constantKeys.policeFilingNo]?.trim();
  if (!filing && !police) return null;
  const url = safeLink(constants[constantKeys.recordFilingUrl]);
  return (
    <footer className="record-filing" aria-label={t('site.filing.label')} data-testid="record-filing">
      {filing ? (
        url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {filing}
          </a>
        ) : (
          <span>{filing}</span>
        )
      ) : null}
      {police ? <span>{police}</span> : null}
    </footer>
  );
}
