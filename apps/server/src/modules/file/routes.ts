import { downDataParams, endpoints, ok, type UploadConfig } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/call.ts';
import { defineEndpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { allServerInputs } from '../../tasks/index.ts';
import type { FileContext } from './context.ts';
import { downloadChunk, fileInfo, ownFile, startDownload } from './download.ts';
import { fileMessages } from './messages.ts';
import { ownerOf } from './owner.ts';
import { startUpload, toolOrFail, usedBytes, writeChunk } from './upload.ts';

/** Most files one task accepts, over every tool (the config call without a tool code). */
const MAX_FILES_ANY_TOOL = 1;

/** The File calls of spec section 7. Tourists and signed-in users alike (`optionalUser`). */
export async function fileRoutes(app: FastifyInstance, ctx: FileContext): Promise<void> {
  const { files } = ctx;
  const splitBytes = files.splitSizeKB * 1024;
  // Chunks arrive as raw bytes; only in this plugin, and at most one chunk long.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: splitBytes + 1024 },
    (_request, body, done) => done(null, body),
  );
  const options = { preHandler: app.optionalUser };

  defineEndpoint(app, endpoints.uploadConfig, async (input, request) => {
    const tool = input.funcCode ? toolOrFail(input.funcCode) : null;
    const config: UploadConfig = {
      splitSizeKB: files.splitSizeKB,
      maxFileSizeKB: Math.floor(files.maxFileBytes / 1024),
      maxUserSizeKB: Math.floor(files.userQuotaBytes / 1024),
      usedSizeKB: Math.ceil((await usedBytes(ctx, ownerOf(request))) / 1024),
      maxFileCount: tool?.maxFiles ?? MAX_FILES_ANY_TOOL,
      accept: [...(tool?.accept ?? allServerInputs)],
      fileCacheDay: files.fileCacheDay,
    };
    return config;
  });

  defineEndpoint(app, endpoints.transStart, (input, request) => startUpload(ctx, ownerOf(request), input));

  // A raw-bytes call: its contract's request schema reads the query string.
  app.post(endpoints.transData.path, { ...options, bodyLimit: splitBytes + 1024 }, async (request) => {
    const query = parseInput(endpoints.transData.request, request.query, request.locale);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
      throw new AppError('40000', fileMessages.emptyChunk, {}, 400);
    }
    return ok(await writeChunk(ctx, ownerOf(request), query.fileId, query.index, request.body));
  });

  defineEndpoint(app, endpoints.fileQuery, async (input, request) =>
    fileInfo(await ownFile(ctx, ownerOf(request), input.fileId)),
  );

  defineEndpoint(app, endpoints.downStart, (input, request) =>
    startDownload(ctx, ownerOf(request), input.fileId),
  );

  app.get('/file/down-data/:startId/:index', async (request, reply) => {
    const params = parseInput(downDataParams, request.params, request.locale);
    const bytes = await downloadChunk(ctx, params.startId, params.index);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('cache-control', 'no-store')
      .send(bytes);
  });

  defineEndpoint(app, endpoints.fileTips, () => ({ fileCacheDay: files.fileCacheDay }));
}
