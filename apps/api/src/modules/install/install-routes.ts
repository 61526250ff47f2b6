import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZBackendTest,
  ZDataResponse,
  ZInstallBody,
  ZInstallCheck,
  ZInstallRestoreFields,
  ZInstallRestoreResult,
  ZInstallResult,
  ZInstallTestMailBody,
  ZMessageResponse,
} from '@amc/contracts';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { publicOrigin } from '../../lib/kernel/request-origin';
import { APP_VERSION } from '../../lib/kernel/app-version';
import { AppError } from '../../lib/kernel/app-error';
import { receiveStreamedUpload } from '../../lib/kernel/streamed-upload';
import {
  checkInstallStatus,
  installApplication,
  restoreFromBackup,
  sendWizardTestMail,
} from './install-service';
import { assertSetupCode, setupCodeRequired } from './setup-code';

/** The largest backup the wizard takes over the browser; a larger one restores with `pnpm restore FILE`. */
const MAX_RESTORE_UPLOAD_BYTES = 8 * 1024 ** 3;

export const installRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.install.backendTest,
    { schema: { tags: ['install'], summary: 'Is the API reachable?', response: { 200: ZBackendTest } } },
    async () => ({ status: 'ok' as const, version: APP_VERSION }),
  );

  app.get(
    ENDPOINTS.install.check,
    {
      schema: {
        tags: ['install'],
        summary: 'Has the install wizard been completed?',
        response: { 200: ZDataResponse(ZInstallCheck) },
      },
    },
    async (request) => {
      const installed = await checkInstallStatus(app.db);
      return {
        message: 'Install status',
        data: {
          install_status: installed,
          setup_code_required: !installed && setupCodeRequired(app, request),
          mail_preset: Boolean(app.appConfig.smtpUrl),
        },
      };
    },
  );

  app.post(
    ENDPOINTS.install.install,
    {
      schema: {
        tags: ['install'],
        summary: 'Run the installation (only while not installed)',
        consumes: MULTIPART,
        body: ZInstallBody,
        response: withErrors({ 200: ZDataResponse(ZInstallResult) }),
      },
    },
    async (request) => {
      assertSetupCode(app, request, request.body.setup_code);
      const result = await installApplication(
        { db: app.db, tokens: app.tokens, config: app.appConfig },
        request.body,
        await publicOrigin(app, request.body.domain_name),
      );
      // One-time: once installed, the wizard is closed to everyone.
      app.setupCode = null;
      return { message: MSG.installed, data: result };
    },
  );

  app.post(
    ENDPOINTS.install.testMail,
    {
      schema: {
        tags: ['install'],
        summary:
          "The wizard's mail step: send a test mail with the settings as typed (only while not installed)",
        body: ZInstallTestMailBody,
        response: withErrors({ 200: ZMessageResponse }),
      },
    },
    async (request) => {
      assertSetupCode(app, request, request.body.setup_code);
      await sendWizardTestMail({ db: app.db, tokens: app.tokens, config: app.appConfig }, request.body);
      return { message: MSG.testMailSent(request.body.to) };
    },
  );

  app.post(
    ENDPOINTS.install.restore,
    {
      config: { streamedUpload: true },
      schema: {
        tags: ['install'],
        summary: 'Restore a backup instead of installing a new business (only while not installed)',
        description:
          'A multipart form: the fields of ZInstallRestoreFields (the database, setup_code, passphrase) first, then ' +
          'the backup file as `file`. The fields are checked before the file is received; the file streams to disk.',
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: ZDataResponse(ZInstallRestoreResult) }),
      },
    },
    async (request) => {
      const upload = await receiveStreamedUpload(request, ZInstallRestoreFields, {
        maxBytes: MAX_RESTORE_UPLOAD_BYTES,
        tooLarge: MSG.backupTooLarge,
        missingFile: MSG.backupFileRequired,
        beforeFile: (fields) => {
          if (app.db.isConnected) throw new AppError('CONFLICT', MSG.alreadyInstalled);
          assertSetupCode(app, request, fields.setup_code);
        },
      });
      try {
        const deps = { db: app.db, tokens: app.tokens, config: app.appConfig };
        const data = await restoreFromBackup(deps, upload.fields, upload.path);
        app.setupCode = null;
        return { message: MSG.backupRestored, data };
      } finally {
        await upload.discard();
      }
    },
  );
};
