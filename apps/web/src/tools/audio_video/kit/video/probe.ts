import { probeVideo } from './engine.ts';
import type { ProbeRequest, ProbeResponse } from './protocol.ts';

/** The probe half of a tool's worker handler. */
export async function handleProbe(req: ProbeRequest): Promise<{ result: ProbeResponse }> {
  return { result: { kind: 'probe', info: await probeVideo(req.file) } };
}
