import { formatDegrees, type LngLat } from '@toolbox/toolkit/geo';

/** A point as people paste it into map apps: "lng,lat" in degrees. */
export function pointText(point: LngLat): string {
  return `${formatDegrees(point.lng)},${formatDegrees(point.lat)}`;
}
