import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AudioResponse } from './protocol.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../../../../e2e/fixtures/audio');

/** A real fixture from apps/web/e2e/fixtures/audio (see SOURCES.md there) as a File. */
export function audioFixture(name: string, type = ''): File {
  return new File([readFileSync(join(fixtures, name))], name, { type });
}

/** The bytes of a run's answer (a File where the worker wrote to OPFS, else an ArrayBuffer). */
export async function answerBytes(answer: AudioResponse | undefined): Promise<Uint8Array> {
  if (answer?.op !== 'run') return new Uint8Array(0);
  const { bytes } = answer;
  return new Uint8Array(bytes instanceof ArrayBuffer ? bytes : await bytes.arrayBuffer());
}
