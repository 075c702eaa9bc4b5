import type { PdfInspection } from '@toolbox/toolkit/pdf';

/** The request every merge-like tool's worker answers beside its own job: read one PDF. */
export interface InspectRequest {
  kind: 'inspect';
  bytes: ArrayBuffer;
}

export interface InspectResponse {
  kind: 'inspect';
  inspection: PdfInspection;
}

/** A tool's worker bridge, as far as inspecting goes (its own requests and answers add other kinds). */
interface InspectingBridge {
  run(request: InspectRequest, options: { transfer: Transferable[] }): Promise<{ kind: string }>;
}

/**
 * The `inspect` function `usePdfList` takes, from the tool's worker bridge: the file's bytes move to
 * the worker (not copied). Made once per tool, at module level, so it is stable.
 */
export function inspectWith(bridge: InspectingBridge) {
  return async (bytes: ArrayBuffer): Promise<PdfInspection | undefined> => {
    const answer = await bridge.run({ kind: 'inspect', bytes }, { transfer: [bytes] });
    return answer.kind === 'inspect' ? (answer as InspectResponse).inspection : undefined;
  };
}
