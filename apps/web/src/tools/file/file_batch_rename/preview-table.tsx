import type { RenameEntry } from '@toolbox/toolkit/files';
import { useToolTranslation } from '../../../framework/tool-context.ts';

/** Rows shown; the plan itself covers every file. */
const SHOWN = 1000;

/** Old → new names, with unchanged rows dimmed and problems explained in place. */
export function PreviewTable({ entries }: { entries: readonly RenameEntry[] }) {
  const { t } = useToolTranslation();
  return (
    <div className="br-scroll">
      <table className="br-table" data-testid="rename-preview">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('oldName')}</th>
            <th scope="col">
              <span className="visually-hidden">→</span>
            </th>
            <th scope="col">{t('newName')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.slice(0, SHOWN).map((e) => (
            <tr key={e.index} className={e.issues.length ? 'is-bad' : e.changed ? 'is-changed' : 'is-same'}>
              <td className="muted">{e.index + 1}</td>
              <td className="br-name">{e.oldName}</td>
              <td aria-hidden="true">→</td>
              <td className="br-name">
                {e.changed ? e.newName || '∅' : <span className="muted">{t('unchanged')}</span>}
                {e.issues.map((issue) => (
                  <span key={issue} className="br-issue" role="note">
                    {t(`issues.${issue}`)}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
