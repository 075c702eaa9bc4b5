import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { refreshPoints, usePoints } from './points-store.ts';
import './credits.css';

/**
 * Top-bar credits: what is left today, for tourists too. Refreshed on every page change (at most
 * every 30 s by the store) and forced after a deduction or a purchase; links to the membership page.
 */
export function PointsIndicator() {
  const { t } = useTranslation();
  const points = usePoints();
  const location = useLocation();
  useEffect(() => {
    void refreshPoints();
  }, [location.pathname]);
  const known = points.remaining !== null && points.total !== null;
  return (
    <Link
      to="/vip"
      className="points-indicator"
      data-testid="points-indicator"
      title={known ? t('credits.points.title', { left: points.remaining, total: points.total }) : undefined}
      aria-label={
        known
          ? t('credits.points.title', { left: points.remaining, total: points.total })
          : t('credits.points.unknown')
      }
    >
      <span className="points-coin" aria-hidden="true">
        ◆
      </span>
      <span className="points-value">{known ? points.remaining : '–'}</span>
    </Link>
  );
}
