import { wifiPayload, type WifiNetwork } from '@toolbox/toolkit/generators';

export type Mode = 'text' | 'url' | 'wifi';

export interface ContentState {
  mode: Mode;
  text: string;
  url: string;
  wifi: WifiNetwork;
}

export const initialContent: ContentState = {
  mode: 'url',
  text: '',
  url: '',
  wifi: { ssid: '', password: '', security: 'WPA', hidden: false },
};

/** What goes into the symbol, or '' while there is nothing to encode yet. */
export function payloadOf(content: ContentState): string {
  if (content.mode === 'text') return content.text;
  if (content.mode === 'url') {
    const url = content.url.trim();
    if (!url) return '';
    return /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`;
  }
  return content.wifi.ssid ? wifiPayload(content.wifi) : '';
}
