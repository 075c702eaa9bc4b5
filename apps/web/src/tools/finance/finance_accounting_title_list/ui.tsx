import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../framework/clipboard.ts';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { CheckField, SearchField } from '../../../ui/field.tsx';
import { RadioChips } from '../../../ui/segmented.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { toast } from '../../../ui/toast-store.ts';
import {
  ACCOUNT_CLASSES,
  accountLine,
  searchAccounts,
  type Account,
  type AccountClass,
} from '@toolbox/toolkit/finance';
import './accounting-title-list.css';

function RowCopy(props: { account: Account }) {
  const { t } = useToolTranslation();
  const common = useTranslation().t;
  const line = accountLine(props.account);
  const copy = async () => {
    if (await copyText(line)) toast.success(common('common.copied'));
    else toast.warning(common('errors.copy_failed'));
  };
  return (
    <button
      type="button"
      className="icon-button acc-copy"
      aria-label={t('copyRow', { line })}
      title={t('copyRow', { line })}
      onClick={() => void copy()}
    >
      <Icon name="copy" size={16} />
    </button>
  );
}

const CLASS_FILTERS: ReadonlyArray<AccountClass | 'all'> = ['all', ...ACCOUNT_CLASSES];

export default function AccountingTitleListTool() {
  const { t, i18n } = useToolTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [accountClass, setAccountClass] = useState<AccountClass | 'all'>('all');
  const [generalOnly, setGeneralOnly] = useState(false);
  const results = useMemo(
    () => searchAccounts(query, { accountClass, generalOnly }),
    [query, accountClass, generalOnly],
  );
  const groups = ACCOUNT_CLASSES.map((c) => ({
    c,
    rows: results.filter((a) => a.accountClass === c),
  })).filter((g) => g.rows.length);
  const showEnglish = !i18n.language.startsWith('zh');

  return (
    <div className="acc-tool stack">
      <div className="card stack">
        <SearchField
          label={t('search')}
          value={query}
          placeholder={t('searchPlaceholder')}
          onChange={setQuery}
        />
        <div role="radiogroup" aria-label={t('classFilter')}>
          <RadioChips
            className="acc-classes"
            itemClassName="chip acc-chip"
            name={`${id}-class`}
            value={accountClass}
            options={CLASS_FILTERS}
            labelOf={(c) => (c === 'all' ? t('all') : t(`classes.${c}`))}
            onChange={setAccountClass}
          />
        </div>
        <CheckField label={t('generalOnly')} checked={generalOnly} onChange={setGeneralOnly} />
      </div>
      <div className="acc-bar">
        <p className="muted" role="status" data-testid="account-count">
          {t('count', { count: results.length })}
        </p>
        <CopyButton
          text={() =>
            results.map((a) => `${a.code}\t${a.name}${showEnglish ? `\t${a.english}` : ''}`).join('\n')
          }
          label={t('copyAll')}
          disabled={!results.length}
        />
      </div>
      {groups.length ? (
        groups.map(({ c, rows }) => (
          <section key={c} className="card acc-group" aria-labelledby={`${id}-${c}`}>
            <h2 id={`${id}-${c}`}>
              {t(`classes.${c}`)} <span className="muted">· {rows.length}</span>
            </h2>
            <table className="acc-table">
              <thead>
                <tr>
                  <th scope="col">{t('code')}</th>
                  <th scope="col">{t('name')}</th>
                  {showEnglish ? <th scope="col">{t('english')}</th> : null}
                  <th scope="col">
                    <span className="visually-hidden">{t('copyAll')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((account) => (
                  <tr key={account.code}>
                    <td className="acc-code">{account.code}</td>
                    <td>
                      {account.name}
                      {account.scope !== 'all' ? (
                        <span className="acc-scope">{t(`scopes.${account.scope}`)}</span>
                      ) : null}
                    </td>
                    {showEnglish ? <td className="acc-en">{account.english}</td> : null}
                    <td className="acc-actions">
                      <RowCopy account={account} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      ) : (
        <p className="card muted">{t('none')}</p>
      )}
      <p className="muted fine-print">{t('source')}</p>
    </div>
  );
}
