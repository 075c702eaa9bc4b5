import {
  downDataParams,
  downStartRequest,
  fileQueryRequest,
  fileTipsRequest,
  transDataQuery,
  transStartRequest,
  uploadConfigRequest,
  ok,
  type UploadConfig,
} from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/call.ts';
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

  app.post('/file/query-file-upload-config', options, async (request) => {
    const input = parseInput(uploadConfigRequest, request.body, request.locale);
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
    return ok(config);
  });

  app.post('/file/trans-start', options, async (request) =>
    ok(await startUpload(ctx, ownerOf(request), parseInput(transStartRequest, request.body, request.locale))),
  );

  app.post('/file/trans-data', { ...options, bodyLimit: splitBytes + 1024 }, async (request) => {
    const query = parseInput(transDataQuery, request.query, request.locale);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
      throw new AppError('40000', fileMessages.emptyChunk, {}, 400);
    }
    return ok(await writeChunk(ctx, ownerOf(request), query.fileId, query.index, request.body));
  });

  app.post('/file/query', options, async (request) => {
    const input = parseInput(fileQueryRequest, request.body, request.locale);
    return ok(fileInfo(await ownFile(ctx, ownerOf(request), input.fileId)));
  });

  app.post('/file/down-start', options, async (request) => {
    const input = parseInput(downStartRequest, request.body, request.locale);
    return ok(await startDownload(ctx, ownerOf(request), input.fileId));
  });

  app.get('/file/down-data/:startId/:index', async (request, reply) => {
    const params = parseInput(downDataParams, request.params, request.locale);
    const bytes = await downloadChunk(ctx, params.startId, params.index);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('cache-control', 'no-store')
      .send(bytes);
  });

  app.post('/file/file-tips', async (request) => {
    parseInput(fileTipsRequest, request.body, request.locale);
    return ok({ fileCacheDay: files.fileCacheDay });
  });
}
