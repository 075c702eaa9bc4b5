import { useEffect, useState } from 'react';
import type { LngLat } from '@toolbox/toolkit/geo';
import type { MapConfig } from '@toolbox/contracts';
import { call } from '../../../api/call.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { PointPanel } from './point-panel.tsx';
import { WorldMap } from './world-map.tsx';
import './map-pick.css';

export default function MapPickTool() {
  const { t } = useToolTranslation();
  const [point, setPoint] = useState<LngLat | null>(null);
  // Until the server answers (or if it cannot), the self-hosted base map is used.
  const [config, setConfig] = useState<MapConfig | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    call('mapConfig', {}, { signal: controller.signal, silent: true })
      .then(setConfig)
      .catch(() => {
        if (!controller.signal.aborted) setConfig({ tileUrl: '', attribution: '' });
      });
    return () => controller.abort();
  }, []);

  return (
    <div className="mp-layout">
      <div className="stack">
        <p className="muted" style={{ margin: 0 }}>
          {t('clickHint')}
        </p>
        {config ? (
          <WorldMap
            point={point}
            onPick={setPoint}
            tileUrl={config.tileUrl}
            attribution={config.attribution}
            label={t('map')}
          />
        ) : (
          <div className="mp-map" aria-busy="true" />
        )}
        <p className="field-hint">{config?.tileUrl ? t('tilesNote') : t('baseMapNote')}</p>
      </div>
      <PointPanel point={point} onPoint={setPoint} />
    </div>
  );
}
