import { useId, useMemo, useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { CheckField, InputField } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import {
  MAX_LENGTH,
  MIN_LENGTH,
  generatePasswords,
  passwordEntropy,
  strengthOf,
  type PasswordOptions,
} from '@toolbox/toolkit/generators';
import './random-password.css';

const CLASSES = ['upper', 'lower', 'digits', 'symbols'] as const;
const MAX_COUNT = 100;
const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;

function run(options: PasswordOptions, count: number) {
  try {
    return { passwords: generatePasswords(options, count), bits: passwordEntropy(options), error: null };
  } catch (error) {
    return { passwords: [], bits: 0, error };
  }
}

export default function RandomPasswordTool() {
  const { t } = useToolTranslation();
  const ids = { length: useId(), lengthNumber: useId(), results: useId() };
  const [length, setLength] = useState(16);
  const [count, setCount] = useState(5);
  const [classes, setClasses] = useState({ upper: true, lower: true, digits: true, symbols: true });
  const [custom, setCustom] = useState('');
  const [excludeLookAlikes, setExcludeLookAlikes] = useState(false);
  const [requireEach, setRequireEach] = useState(true);
  const [round, setRound] = useState(0); // bumping it draws a fresh batch

  const options: PasswordOptions = { length, classes, custom, excludeLookAlikes, requireEach };
  const outcome = useMemo(
    () => run(options, count),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `round` asks for new passwords on purpose
    [length, count, classes, custom, excludeLookAlikes, requireEach, round],
  );
  const strength = strengthOf(outcome.bits);

  return (
    <div className="pw-tool">
      <section className="card stack" aria-label={t('settings')}>
        <div className="field">
          <label htmlFor={ids.length}>{t('length')}</label>
          <div className="pw-length">
            <input
              id={ids.length}
              type="range"
              min={MIN_LENGTH}
              max={MAX_LENGTH}
              value={length}
              onChange={(event) => setLength(Number(event.target.value))}
            />
            <input
              id={ids.lengthNumber}
              type="number"
              aria-label={t('length')}
              min={MIN_LENGTH}
              max={MAX_LENGTH}
              value={length}
              onChange={(event) => setLength(clamp(event.target.valueAsNumber, MIN_LENGTH, MAX_LENGTH))}
            />
          </div>
        </div>
        <fieldset className="pw-classes">
          <legend className="field-label">{t('characters')}</legend>
          {CLASSES.map((name) => (
            <CheckField
              key={name}
              label={t(name)}
              checked={classes[name]}
              onChange={(checked) => setClasses({ ...classes, [name]: checked })}
            />
          ))}
        </fieldset>
        <InputField
          label={t('custom')}
          type="text"
          value={custom}
          placeholder={t('customPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setCustom(event.target.value)}
        />
        <CheckField
          label={t('excludeLookAlikes')}
          checked={excludeLookAlikes}
          onChange={setExcludeLookAlikes}
        />
        <CheckField label={t('requireEach')} checked={requireEach} onChange={setRequireEach} />
        <InputField
          fieldClassName="pw-count"
          label={t('count')}
          type="number"
          min={1}
          max={MAX_COUNT}
          value={count}
          onChange={(event) => setCount(clamp(event.target.valueAsNumber, 1, MAX_COUNT))}
        />
      </section>

      <section className="card stack pw-results" aria-labelledby={ids.results}>
        <div className="pw-head">
          <h2 id={ids.results}>{t('results')}</h2>
          <button type="button" className="btn btn-primary" onClick={() => setRound(round + 1)}>
            <Icon name="refresh" size={18} />
            <span>{t('regenerate')}</span>
          </button>
        </div>
        <ErrorMessage error={outcome.error} />
        {outcome.error ? null : (
          <>
            <div className={`pw-strength pw-${strength}`} data-testid="password-strength">
              <meter min={0} max={128} low={36} high={60} optimum={128} value={Math.min(128, outcome.bits)} />
              <span>
                <strong>{t(`strength.${strength}`)}</strong> ·{' '}
                {t('entropy', { bits: Math.floor(outcome.bits) })}
              </span>
            </div>
            <ol className="pw-list" data-testid="password-list">
              {outcome.passwords.map((password, index) => (
                <li key={`${round}-${index}`}>
                  <code>{password}</code>
                  <CopyButton text={password} className="pw-copy" />
                </li>
              ))}
            </ol>
            {outcome.passwords.length > 1 ? (
              <CopyButton text={() => outcome.passwords.join('\n')} label={t('copyAll')} />
            ) : null}
          </>
        )}
        <p className="muted fine-print">{t('privacy')}</p>
      </section>
    </div>
  );
}
