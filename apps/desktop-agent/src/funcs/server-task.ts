import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  paths,
  TaskStatus,
  type DesktopFuncCode,
  type DownStart,
  type Task,
  type TransStart,
} from '@toolbox/contracts';
import { callServer, sendBytes, fetchBytes } from '../server-api.ts';
import { grantUse, reasonOf, type ServerLink } from './charge.ts';
import { FuncFailure, type FileOutcome } from './types.ts';

/** How long the agent waits for one server conversion (queued behind others, then converted). */
const TASK_LIMIT_MS = 15 * 60_000;
const POLL_MS = 1000;

/** A file the server made: its name and bytes. */
export interface ServerResult {
  name: string;
  bytes: Uint8Array;
}

/**
 * Runs one file through our server's task of `funcCode` (the web function `desktopCode` stands for),
 * as the web client does: the file uploaded in the server's chunks, one use of the desktop tool
 * granted (its credits, or a free use, at the desktop's price; the server gives it back if the task
 * fails), the task submitted with that use and polled, and the result downloaded.
 *
 * Returns the result, or the outcome of a file that could not be paid (then no task was started).
 */
export async function convertOnServer(
  file: string,
  desktopCode: DesktopFuncCode,
  funcCode: string,
  options: Record<string, unknown>,
  server: ServerLink,
): Promise<{ result: ServerResult; point: number } | FileOutcome> {
  const call = <T>(path: string, body: unknown) => callServer<T>(server.url, path, body, server.accessToken);
  const bytes = new Uint8Array(await readFile(file));
  const start = await call<TransStart>(paths.transStart, {
    name: basename(file),
    size: bytes.length,
    hash: createHash('sha256').update(bytes).digest('hex'),
    funcCode,
  });
  const size = start.splitSizeKB * 1024;
  for (let i = 0; i < start.splitCount; i++) {
    if (start.status === 2 || start.alreadyWriteIndexList.includes(i)) continue;
    await sendBytes(
      server,
      `${paths.transData}?fileId=${encodeURIComponent(start.fileId)}&index=${i}`,
      bytes.subarray(i * size, (i + 1) * size),
    );
  }
  // Granted only now, right before the task that binds it: an upload that failed cost nothing.
  let use;
  try {
    use = await grantUse(desktopCode, server);
  } catch (error) {
    return { ok: false, outputs: [], ...reasonOf(error) };
  }
  const { id } = await call<{ id: string }>(paths.taskSubmit, {
    funcCode,
    fileIds: [start.fileId],
    options,
    useId: use.useId,
  });
  const deadline = Date.now() + TASK_LIMIT_MS;
  let task = await call<Task>(paths.taskQuery, { id });
  while (task.status !== TaskStatus.done && task.status !== TaskStatus.failed) {
    if (Date.now() > deadline)
      throw new Error(`The server did not finish the conversion in ${TASK_LIMIT_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    task = await call<Task>(paths.taskQuery, { id });
  }
  if (task.status === TaskStatus.failed || !task.resultDTO)
    throw new FuncFailure('failed', task.remark || task.statusText);
  const down = await call<DownStart>(paths.downStart, { fileId: task.resultDTO.fileId });
  const parts: Uint8Array[] = [];
  for (let i = 0; i < down.splitCount; i++) parts.push(await fetchBytes(server, `${down.url}/${i}`));
  return { result: { name: down.name, bytes: Buffer.concat(parts) }, point: use.deductPoint };
}
