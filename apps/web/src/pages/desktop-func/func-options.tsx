import { useTranslation } from 'react-i18next';
import { scales, type FuncKind, type FuncOptions } from './func-kinds.ts';

/** The options a desktop tool shows (image format and size, compression, merged name, language). */
export function FuncOptionsForm({
  kind,
  value,
  onChange,
}: {
  kind: FuncKind;
  value: FuncOptions;
  onChange: (value: FuncOptions) => void;
}) {
  const { t } = useTranslation();
  if (kind.options.length === 0) return null;
  const set = (change: Partial<FuncOptions>) => onChange({ ...value, ...change });
  return (
    <fieldset className="desktop-func-options">
      <legend>{t('desktopFunc.options')}</legend>
      {kind.options.includes('format') && (
        <label>
          {t('desktopFunc.format')}
          <select value={value.format} onChange={(e) => set({ format: e.target.value as 'png' | 'jpg' })}>
            <option value="png">PNG</option>
            <option value="jpg">JPG</option>
          </select>
        </label>
      )}
      {kind.options.includes('scale') && (
        <label>
          {t('desktopFunc.scale')}
          <select value={value.scale} onChange={(e) => set({ scale: Number(e.target.value) })}>
            {scales.map((s) => (
              <option key={s} value={s}>
                {t('desktopFunc.scaleValue', { scale: s })}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind.options.includes('level') && (
        <label>
          {t('desktopFunc.level')}
          <select
            value={value.level}
            onChange={(e) => set({ level: e.target.value as 'low' | 'medium' | 'high' })}
          >
            {(['low', 'medium', 'high'] as const).map((l) => (
              <option key={l} value={l}>
                {t(`desktopFunc.levels.${l}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind.options.includes('name') && (
        <label>
          {t('desktopFunc.name')}
          <input
            value={value.name ?? ''}
            maxLength={120}
            onChange={(e) => set({ name: e.target.value.replace(/[\\/:*?"<>|]/g, '') || undefined })}
          />
        </label>
      )}
      {kind.options.includes('lang') && (
        <label>
          {t('desktopFunc.lang')}
          <select value={value.lang} onChange={(e) => set({ lang: e.target.value as FuncOptions['lang'] })}>
            {(['chi_sim+eng', 'chi_sim', 'eng'] as const).map((l) => (
              <option key={l} value={l}>
                {t(`desktopFunc.langs.${l}`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
