import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Func } from '@toolbox/contracts';
import { adListCodes } from '@toolbox/contracts/paths';
import { useLocale } from '../../i18n/use-locale.ts';
import { funcName } from '../../queries/catalog-data.ts';
import { Icon } from '../../ui/icons.tsx';
import { ToolIcon } from '../tool-icons/tool-icon.tsx';
import { useRecommendedFuncs } from './recommended-funcs.ts';
import { useRotation, viewsOf } from './use-rotation.ts';
import './recommend.css';

/** The spec's carousels (section 9): 4 tools a view; the page one turns every 5 s, the side one every 6 s. */
export const PER_VIEW = 4;
export const PAGE_ROTATION_MS = 5_000;
export const SIDE_ROTATION_MS = 6_000;

/** A link to a tool: a new tab on wide screens (spec section 2), the same tab on phones. */
export function ToolLink({ func, newTab, className }: { func: Func; newTab: boolean; className: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Link
      to={`/func/${func.code}`}
      className={className}
      data-code={func.code}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      <ToolIcon code={func.code} family={func.categoryCode} size={18} />
      <span>{funcName(func, locale)}</span>
      {newTab ? <span className="visually-hidden"> {t('tool.opensInNewTab')}</span> : null}
    </Link>
  );
}

/**
 * Tools in views of 4 that turn by themselves, stopping while the pointer or the focus is inside,
 * when paused with the button and for visitors who prefer reduced motion; ‹ › and the dots move it.
 */
export function Carousel(props: {
  funcs: readonly Func[];
  intervalMs: number;
  newTab: boolean;
  label: string;
  className: string;
  /** Buttons put after the pause and arrows (the page carousel's Close). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const views = viewsOf(props.funcs, PER_VIEW);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, go, setIndex, rotating, reducedMotion } = useRotation(
    views.length,
    props.intervalMs,
    hovered || focused || stopped,
  );
  const view = views[index] ?? [];
  return (
    <section
      className={`carousel ${props.className}`}
      aria-roledescription={t('recommend.carousel')}
      aria-label={props.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-rotating={rotating}
      data-testid={props.className}
    >
      <div className="carousel-head">
        <h2>{props.label}</h2>
        {views.length > 1 ? (
          <>
            {reducedMotion ? null : (
              <button
                type="button"
                className="icon-button"
                aria-label={stopped ? t('recommend.play') : t('recommend.pause')}
                title={stopped ? t('recommend.play') : t('recommend.pause')}
                onClick={() => setStopped(!stopped)}
              >
                <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
              </button>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label={t('recommend.previous')}
              onClick={() => go(-1)}
            >
              <Icon name="chevron-right" size={18} className="carousel-back" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('recommend.next')}
              onClick={() => go(1)}
            >
              <Icon name="chevron-right" size={18} />
            </button>
          </>
        ) : null}
        {props.extra}
      </div>
      <ul
        className="carousel-view"
        aria-live={rotating ? 'off' : 'polite'}
        aria-roledescription={t('recommend.slide')}
        aria-label={t('recommend.viewOf', { n: index + 1, count: views.length })}
      >
        {view.map((func) => (
          <li key={func.code}>
            <ToolLink func={func} newTab={props.newTab} className="carousel-tool" />
          </li>
        ))}
      </ul>
      {views.length > 1 ? (
        <div className="carousel-dots">
          {views.map((_, n) => (
            <button
              key={n}
              type="button"
              aria-label={t('recommend.goTo', { n: n + 1, count: views.length })}
              aria-current={n === index ? 'true' : undefined}
              onClick={() => setIndex(n)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The home's recommended tools (list `func_recommend`), 5 s a view; Close hides it for this page. */
export function RecommendCarousel({ newTab, onClose }: { newTab: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { funcs } = useRecommendedFuncs(adListCodes.recommend);
  if (funcs.length === 0) return null;
  return (
    <Carousel
      funcs={funcs}
      intervalMs={PAGE_ROTATION_MS}
      newTab={newTab}
      label={t('recommend.title')}
      className="recommend-carousel"
      extra={
        <button
          type="button"
          className="icon-button"
          aria-label={t('recommend.close')}
          title={t('recommend.close')}
          onClick={onClose}
        >
          <Icon name="close" size={18} />
        </button>
      }
    />
  );
}
