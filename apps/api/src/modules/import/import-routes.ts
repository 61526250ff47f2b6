import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  IMPORT_MAX_BYTES,
  LIVE_EVENTS,
  MSG,
  ZDataResponse,
  ZIdParam,
  ZImportDetail,
  ZImportKindParam,
  ZImportList,
  ZImportPreview,
  ZImportPreviewBody,
  ZImportStartBody,
  ZImportUploadFields,
  ZMessageResponse,
} from '@amc/contracts';
import { withErrors } from '../../lib/kernel/route-schema';
import { publicOrigin } from '../../lib/kernel/request-origin';
import { receiveStreamedUpload } from '../../lib/kernel/streamed-upload';
import { callerOf } from '../../plugins/auth';
import {
  allImportPassesSettled,
  importTemplate,
  listImports,
  previewImport,
  startImportPass,
  uploadImport,
  viewImport,
  type TImportDeps,
} from './import-service';

const TAGS = ['import'];
const SECURITY = [{ bearer: [] }];

/** Moving a business in from CSV and Excel files (issue 26, section 1): holders of import_run (admins by default). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TImportDeps => ({
    prisma: app.db.prisma,
    databaseUrl: app.db.url,
    fileStore: app.fileStore,
    origin: () => publicOrigin(app),
    notify: (userId) => app.events.publishToUsers([userId], LIVE_EVENTS.importProgress),
    log: (error) => app.log.error({ err: error }, 'import failed'),
  });
  const guard = app.can('import_run');
  // A pass under way finishes its batches before the database connection closes.
  app.addHook('onClose', allImportPassesSettled);

  app.get(
    ENDPOINTS.import.list,
    {
      onRequest: guard,
      schema: { tags: TAGS, security: SECURITY, response: withErrors({ 200: ZDataResponse(ZImportList) }) },
    },
    async (request) => ({
      message: 'Imports',
      data: { imports: await listImports(app.db.prisma, callerOf(request)) },
    }),
  );

  app.post(
    ENDPOINTS.import.upload,
    {
      onRequest: guard,
      config: { streamedUpload: true },
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'A CSV or .xlsx file to import, read for its columns',
        description:
          'A multipart form: `kind` first, then the file as `file` (at most 40 MB). The file is read by its ' +
          'content, not its name; the answer holds its header row and the mapping offered for it.',
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: ZDataResponse(ZImportDetail) }),
      },
    },
    async (request) => {
      const upload = await receiveStreamedUpload(request, ZImportUploadFields, {
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: MSG.importTooLarge,
        missingFile: MSG.importFileRequired,
      });
      try {
        const data = await uploadImport(deps(), callerOf(request), upload.fields.kind, upload);
        return { message: 'Import', data };
      } finally {
        await upload.discard();
      }
    },
  );

  app.get(
    ENDPOINTS.import.view,
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        security: SECURITY,
        params: ZIdParam,
        response: withErrors({ 200: ZDataResponse(ZImportDetail) }),
      },
    },
    async (request) => ({
      message: 'Import',
      data: await viewImport(app.db.prisma, callerOf(request), request.params.id),
    }),
  );

  app.post(
    ENDPOINTS.import.preview,
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        security: SECURITY,
        params: ZIdParam,
        body: ZImportPreviewBody,
        response: withErrors({ 200: ZDataResponse(ZImportPreview) }),
      },
    },
    async (request) => ({
      message: 'Preview',
      data: await previewImport(deps(), callerOf(request), request.params.id, request.body.mapping),
    }),
  );

  for (const [path, dryRun, message] of [
    [ENDPOINTS.import.check, true, MSG.importChecking],
    [ENDPOINTS.import.run, false, MSG.importStarted],
  ] as const) {
    app.post(
      path,
      {
        onRequest: guard,
        schema: {
          tags: TAGS,
          security: SECURITY,
          summary: dryRun
            ? 'Check the file: a dry run in the background'
            : 'Import the file in the background',
          params: ZIdParam,
          body: ZImportStartBody,
          response: withErrors({ 200: ZMessageResponse }),
        },
      },
      async (request) => {
        await startImportPass(deps(), callerOf(request), request.params.id, request.body, dryRun);
        return { message };
      },
    );
  }

  app.get(
    ENDPOINTS.import.template,
    { onRequest: guard, schema: { tags: TAGS, security: SECURITY, params: ZImportKindParam } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.kind}-template.csv"`)
        .send(importTemplate(request.params.kind, callerOf(request))),
  );
};
