/** Phase-end alerts: a system notification (after permission) and a short chime made with WebAudio. */

export type NotifyPermission = 'granted' | 'denied' | 'default' | 'unsupported';

export function notifyPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks once; resolves to the resulting permission. */
export async function requestNotify(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return 'denied';
  }
}

/** Shows a notification; false when it cannot (unsupported, not allowed, or the browser refused). */
export function notify(title: string, body: string): boolean {
  if (notifyPermission() !== 'granted') return false;
  try {
    const n = new Notification(title, { body, tag: 'tomato_clock' });
    n.onclick = () => {
      window.focus();
      n.close();
    };
    return true;
  } catch {
    return false; // e.g. Android Chrome only allows notifications from a service worker
  }
}

let audio: AudioContext | null = null;

/** Creates or wakes the audio context; call from a click so the browser lets it make sound later. */
export function unlockAudio(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
}

/** Three soft bell-like tones, synthesised: no audio file is loaded. */
export function chime(): void {
  if (!audio) unlockAudio();
  if (!audio) return;
  const start = audio.currentTime + 0.05;
  [880, 1175, 1568].forEach((frequency, i) => {
    const ctx = audio as AudioContext;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const at = start + i * 0.22;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.9);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 1);
  });
}
