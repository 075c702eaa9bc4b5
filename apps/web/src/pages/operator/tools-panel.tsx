import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpFunc, OpFuncSettings } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { SearchField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';

const LEVELS = [0, 1, 2, 3, 4] as const;
type SettingKey = keyof OpFuncSettings;
const SETTING_KEYS: SettingKey[] = ['enabled', 'openLevel', 'price', 'point', 'freeCount', 'wang'];

/** Every tool with its settings; a row's changes go to the server when its Save is pressed. */
export function ToolsPanel() {
  const { t } = useTranslation();
  const [funcs, setFuncs] = useState<OpFunc[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [filter, setFilter] = useState('');

  const load = useCallback(async () => {
    try {
      setFuncs((await call('operatorFuncList', {}, { silent: true })).list);
    } catch (err) {
      setError(err);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const replace = (func: OpFunc) =>
    setFuncs((list) => list?.map((f) => (f.code === func.code ? func : f)) ?? null);
  const needle = filter.trim().toLowerCase();
  const shown = (funcs ?? []).filter(
    (f) => !needle || f.code.toLowerCase().includes(needle) || f.name.toLowerCase().includes(needle),
  );
  return (
    <section className="card stack" aria-labelledby="operator-tools">
      <h2 id="operator-tools">{t('operator.tabTools')}</h2>
      {error ? <ErrorMessage error={error} /> : null}
      <SearchField label={t('operator.filter')} value={filter} onChange={setFilter} />
      <p className="muted" aria-live="polite">
        {t('operator.toolsShown', { count: shown.length })}
      </p>
      <div className="history-table-wrap">
        <table className="history-table operator-table" data-testid="operator-tools">
          <thead>
            <tr>
              <th scope="col">{t('operator.code')}</th>
              <th scope="col">{t('operator.enabled')}</th>
              <th scope="col">{t('operator.openLevel')}</th>
              <th scope="col">{t('operator.price')}</th>
              <th scope="col">{t('operator.point')}</th>
              <th scope="col">{t('operator.freeCount')}</th>
              <th scope="col">{t('operator.wang')}</th>
              <th scope="col">{t('operator.reason')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('operator.save')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((func) => (
              <ToolRow
                // A saved (or otherwise changed) tool starts a fresh draft; the same one reloaded keeps it.
                key={`${func.code}:${JSON.stringify(func.current)}:${func.overridden.join()}`}
                func={func}
                onSaved={replace}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ToolRow({ func, onSaved }: { func: OpFunc; onSaved: (func: OpFunc) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<OpFuncSettings>(func.current);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const set = <K extends SettingKey>(key: K, value: OpFuncSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const changes = Object.fromEntries(
    SETTING_KEYS.filter((key) => draft[key] !== func.current[key]).map((key) => [key, draft[key]]),
  ) as Partial<OpFuncSettings>;
  const dirty = Object.keys(changes).length > 0;

  const send = async (body: { set?: Partial<OpFuncSettings>; reset?: SettingKey[] }) => {
    setBusy(true);
    try {
      const saved = await call('operatorFuncUpdate', { code: func.code, reason, ...body });
      onSaved(saved);
      setReason('');
      toast.success(t('operator.saved', { code: func.code }));
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  const label = (key: string) => `${t(`operator.${key}`)} ${func.code}`;
  const mark = (key: SettingKey) => (func.overridden.includes(key) ? 'operator-changed' : undefined);
  const catalogue = (key: SettingKey) =>
    func.overridden.includes(key)
      ? t('operator.catalogueValue', { value: String(func.catalogue[key]) })
      : undefined;
  const number = (key: 'price' | 'point' | 'freeCount', step: number) => (
    <td className={mark(key)} title={catalogue(key)}>
      <input
        type="number"
        min={0}
        step={step}
        aria-label={label(key)}
        value={draft[key]}
        onChange={(e) => set(key, Number(e.target.value))}
      />
    </td>
  );
  return (
    <tr data-code={func.code}>
      <th scope="row">
        <span>{func.code}</span>
        <br />
        <span className="muted">
          {func.name}
          {func.built ? '' : ` (${t('operator.notBuilt')})`}
        </span>
      </th>
      <td className={mark('enabled')}>
        <input
          type="checkbox"
          aria-label={label('enabled')}
          checked={draft.enabled}
          disabled={!func.built}
          onChange={(e) => set('enabled', e.target.checked)}
        />
      </td>
      <td className={mark('openLevel')} title={catalogue('openLevel')}>
        <select
          aria-label={label('openLevel')}
          value={draft.openLevel}
          onChange={(e) => set('openLevel', Number(e.target.value))}
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`operator.level${level}`)}
            </option>
          ))}
        </select>
      </td>
      {number('price', 0.01)}
      {number('point', 1)}
      {number('freeCount', 1)}
      <td className={mark('wang')}>
        <input
          type="checkbox"
          aria-label={label('wang')}
          checked={draft.wang}
          onChange={(e) => set('wang', e.target.checked)}
        />
      </td>
      <td>
        <input
          type="text"
          aria-label={label('reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </td>
      <td>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!dirty || busy}
          onClick={() => void send({ set: changes })}
          aria-label={label('save')}
        >
          {t('operator.save')}
        </button>
        {func.overridden.length > 0 ? (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => void send({ reset: func.overridden as SettingKey[] })}
            aria-label={label('reset')}
          >
            {t('operator.reset')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
