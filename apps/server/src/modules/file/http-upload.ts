import { request } from 'node:http';
import { createHash } from 'node:crypto';

/**
 * Uploads over real HTTP the way the web client does, optionally cutting the connection in the
 * middle of one chunk (half its bytes sent, then the socket destroyed) and resuming with a second
 * trans-start. Used by the large-upload test and `npm run bench`.
 */
export interface HttpUploadResult {
  fileId: string;
  /** alreadyWriteIndexList of the resuming trans-start (empty without a cut). */
  resumedWith: number[];
  status: number;
  chunks: number;
}

type Envelope = { code: string; message: string; data: Record<string, unknown> };

async function postJson(base: string, path: string, body: unknown): Promise<Envelope> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

async function postChunk(base: string, fileId: string, index: number, bytes: Buffer): Promise<Envelope> {
  const res = await fetch(`${base}/file/trans-data?fileId=${fileId}&index=${index}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  return (await res.json()) as Envelope;
}

/** Sends half of a chunk with the full Content-Length, then drops the connection. */
function cutChunk(base: string, fileId: string, index: number, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(`${base}/file/trans-data?fileId=${fileId}&index=${index}`);
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': bytes.length },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(bytes.subarray(0, bytes.length >> 1), () => {
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
  });
}

export async function httpUpload(
  base: string,
  bytes: Buffer,
  name: string,
  funcCode: string,
  cutAt: number | null = null,
): Promise<HttpUploadResult> {
  const start = {
    name,
    size: bytes.length,
    hash: createHash('sha256').update(bytes).digest('hex'),
    funcCode,
  };
  let begun = await postJson(base, '/file/trans-start', start);
  if (begun.code !== '000') throw new Error(`trans-start: ${begun.code} ${begun.message}`);
  const fileId = begun.data.fileId as string;
  const splitCount = begun.data.splitCount as number;
  const size = (begun.data.splitSizeKB as number) * 1024;
  const chunk = (i: number) => bytes.subarray(i * size, (i + 1) * size);
  let status = 1;
  let resumedWith: number[] = [];
  for (let i = 0; i < splitCount; i++) {
    if (i === cutAt) {
      await cutChunk(base, fileId, i, chunk(i));
      // The client reconnects and asks what the server already has.
      begun = await postJson(base, '/file/trans-start', start);
      resumedWith = begun.data.alreadyWriteIndexList as number[];
      break;
    }
    const answer = await postChunk(base, fileId, i, chunk(i));
    if (answer.code !== '000') throw new Error(`chunk ${i}: ${answer.code} ${answer.message}`);
    status = answer.data.status as number;
  }
  if (cutAt !== null) {
    for (let i = 0; i < splitCount; i++) {
      if (resumedWith.includes(i)) continue;
      const answer = await postChunk(base, fileId, i, chunk(i));
      if (answer.code !== '000') throw new Error(`chunk ${i}: ${answer.code} ${answer.message}`);
      status = answer.data.status as number;
    }
  }
  return { fileId, resumedWith, status, chunks: splitCount };
}
