import { formatBytes } from '../../../framework/format.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon } from '../../../ui/icons.tsx';
import { savedPercent } from './target.ts';
import type { ImageItem } from './use-compress-batch.ts';

/**
 * The line under a result: sizes, saving, the quality the search chose, the spec's status, and what
 * became of the photo's metadata (a kept original keeps it; a re-encoded file keeps none).
 */
export function useNote() {
  const { t } = useToolTranslation('image_compress');
  return (item: ImageItem): string => {
    const { response, blob, locationRemoved } = item.result!;
    if (response.keptOriginal) {
      return locationRemoved ? `${t('keptOriginal')} · ${t('locationRemoved')}` : t('keptOriginal');
    }
    const after = blob?.size ?? 0;
    const percent = savedPercent(item.file.size, after);
    const change = percent >= 0 ? t('saved', { value: percent }) : t('grew', { value: -percent });
    const setting = t(response.format === 'png' ? 'level' : 'quality', { value: response.quality });
    const status = response.status === 1 ? t('status1') : t('status2', { size: formatBytes(after) });
    const metadata = response.metadataDropped ? ` · ${t('metadataDropped')}` : '';
    return `${t('from', { size: formatBytes(item.file.size) })} (${change}) · ${setting} · ${status}${metadata}`;
  };
}

/**
 * One notice per delivered file that still holds a GPS position (an original kept as it was), with a
 * button that removes the position from its metadata without re-encoding the picture.
 */
export function LocationNotices(props: { items: ImageItem[]; onRemove: (id: number) => void }) {
  const { t } = useToolTranslation('image_compress');
  const located = props.items.filter((item) => item.result?.blob && item.result.response.location);
  return located.map((item) => (
    <div key={item.id} className="notice ic-location" role="status">
      <Icon name="alert" />
      <span>
        <strong>{item.file.name}</strong> {t('locationKept')}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        aria-label={t('removeLocationNamed', { name: item.file.name })}
        onClick={() => props.onRemove(item.id)}
      >
        {t('removeLocation')}
      </button>
    </div>
  ));
}
