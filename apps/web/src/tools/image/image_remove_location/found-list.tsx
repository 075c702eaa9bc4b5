import { lazy, Suspense } from 'react';
import type { MetadataDetails } from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { BatchItem } from '../../../features/image-batch/use-image-batch.ts';

const LocationMap = lazy(() => import('./location-map.tsx').then((m) => ({ default: m.LocationMap })));

/** EXIF's '2023:04:27 19:44:18' as '2023-04-27 19:44:18'. */
const exifDate = (text: string) => text.replace(/^(\d{4}):(\d{2}):(\d{2})/, '$1-$2-$3');
const degrees = (n: number) => n.toFixed(6);

/** What was found in each photo, and the positions on a map, before anything is removed. */
export function FoundList(props: { items: readonly BatchItem[]; found: Map<string, MetadataDetails> }) {
  const { t } = useToolTranslation();
  const rows = props.items.map((item) => ({ item, details: props.found.get(item.id) }));
  const points = rows.flatMap(({ item, details }) =>
    details?.gps ? [{ ...details.gps, name: item.file.name }] : [],
  );
  if (rows.length === 0) return null;
  return (
    <section className="card stack rl-found" aria-label={t('foundTitle')}>
      <h2>{t('foundTitle')}</h2>
      <p className="muted">{t('foundSummary', { count: points.length, total: rows.length })}</p>
      {points.length ? (
        <Suspense fallback={null}>
          <LocationMap points={points} label={t('mapLabel', { count: points.length })} />
        </Suspense>
      ) : null}
      <ul className="rl-found-list">
        {rows.map(({ item, details }) => (
          <li key={item.id}>
            <strong>{item.file.name}</strong>
            {!details ? (
              <span className="muted"> {t('reading')}</span>
            ) : (
              <dl>
                {details.gps ? (
                  <>
                    <dt>{t('position')}</dt>
                    <dd className="rl-position">
                      {t('latLng', { lat: degrees(details.gps.lat), lng: degrees(details.gps.lng) })}
                      {details.gps.altitude !== undefined
                        ? ` · ${t('altitude', { metres: Math.round(details.gps.altitude) })}`
                        : ''}
                    </dd>
                  </>
                ) : (
                  <>
                    <dt>{t('position')}</dt>
                    <dd>{t('noPosition')}</dd>
                  </>
                )}
                {details.camera ? (
                  <>
                    <dt>{t('camera')}</dt>
                    <dd>{details.camera}</dd>
                  </>
                ) : null}
                {details.taken ? (
                  <>
                    <dt>{t('taken')}</dt>
                    <dd>{exifDate(details.taken)}</dd>
                  </>
                ) : null}
                {details.places.length ? (
                  <>
                    <dt>{t('places')}</dt>
                    <dd>{details.places.join(', ')}</dd>
                  </>
                ) : null}
                {details.makerNote || details.thumbnail ? (
                  <>
                    <dt>{t('alsoInside')}</dt>
                    <dd>
                      {[details.makerNote && t('makerNote'), details.thumbnail && t('thumbnail')]
                        .filter(Boolean)
                        .join(', ')}
                    </dd>
                  </>
                ) : null}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
