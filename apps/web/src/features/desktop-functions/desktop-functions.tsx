import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Func } from '@toolbox/contracts';
import { funcApi } from '../../api/func-api.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { createResource } from '../../queries/resource.ts';
import { funcName, sortFunctions } from '../../queries/catalog-data.ts';
import { CheckField } from '../../ui/field.tsx';

/** localStorage key of the cn edition's 'show desktop functions' switch (off until turned on). */
export const SHOW_DESKTOP_KEY = 'toolbox.showDesktopFunctions';

/** The desktop client's tools (codes ending _desktop) as the server lists them, operator switches applied. */
export const desktopFunctionsResource = createResource<Func[]>(
  async () =>
    sortFunctions((await funcApi.functions()).filter((f) => f.runs === 'desktop' && !f.unavailable)),
  600_000,
);

function storedShow(): boolean {
  try {
    return localStorage.getItem(SHOW_DESKTOP_KEY) === '1';
  } catch {
    return false;
  }
}

/** The switch's state, remembered on this device. */
export function useShowDesktop(): [boolean, (show: boolean) => void] {
  const [show, setShow] = useState(storedShow);
  const choose = (next: boolean) => {
    setShow(next);
    try {
      localStorage.setItem(SHOW_DESKTOP_KEY, next ? '1' : '0');
    } catch {
      // storage blocked: the choice lasts for this page
    }
  };
  return [show, choose];
}

/** The home's 'show desktop functions' switch (cn edition, spec section 2). */
export function DesktopFunctionsSwitch({
  show,
  onChange,
}: {
  show: boolean;
  onChange: (show: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <CheckField
      className="desktop-switch"
      label={t('home.desktop.show')}
      checked={show}
      onChange={onChange}
      data-testid="desktop-switch"
    />
  );
}

/** The desktop functions, each opening /desktop-func/{code}, with where to get the desktop client. */
export function DesktopFunctionsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error } = desktopFunctionsResource.use();
  return (
    <section className="card stack" aria-labelledby="home-desktop-functions" data-testid="desktop-functions">
      <h2 id="home-desktop-functions">{t('home.desktop.title')}</h2>
      <p className="muted">
        {t('home.desktop.note')} <Link to="/desktop-introduction">{t('home.desktop.download')}</Link>
      </p>
      {error ? <p className="muted">{t('home.desktop.failed')}</p> : null}
      {data && !data.length ? <p className="muted">{t('home.desktop.none')}</p> : null}
      <ul className="desktop-func-list">
        {(data ?? []).map((func) => (
          <li key={func.code}>
            <Link to={`/desktop-func/${func.code}`}>{funcName(func, locale)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
