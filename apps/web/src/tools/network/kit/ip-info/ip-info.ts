import type { IpInfo, Place } from '@toolbox/contracts';

/** What /ut/network/my-ip and /ut/network/ip-query answer (declared in the contracts). */
export type { IpInfo, Place };

/** "China · Guangdong · Shenzhen · China Telecom", skipping empty parts. */
export function placeLine(place: Place | undefined): string {
  if (!place) return '';
  return [place.country, place.region, place.city, place.isp].filter(Boolean).join(' · ');
}

/** A plain-text summary to copy: address, then the place in both languages. */
export function summaryText(info: IpInfo, specialLabel: string): string {
  const lines = [info.host ? `${info.host} → ${info.ip}` : info.ip];
  if (info.special) lines.push(specialLabel);
  else if (info.place) lines.push(placeLine(info.place['zh-CN']), placeLine(info.place.en));
  return lines.join('\n');
}
