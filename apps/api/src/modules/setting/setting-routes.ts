import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZDataResponse,
  ZPublicSettings,
  ZSettings,
  ZSettingsForCaller,
  ZUpdateSettingsBody,
  ZHoliday,
  ZHolidayListQuery,
  ZIdBody,
  ZMessageResponse,
  ZStoreHolidayBody,
  ZServiceLevel,
  ZStoreServiceLevelBody,
  ZUpdateServiceLevelBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { ZUploadedFile, uploadRateLimit } from '../../lib/kernel/uploads';
import { getSettings, settingsFor, updateSettings } from './setting-service';
import { deleteHoliday, listHolidays, storeHoliday } from './setting-holidays';
import {
  deleteServiceLevel,
  listServiceLevels,
  storeServiceLevel,
  updateServiceLevel,
} from './setting-service-levels';
import { z } from 'zod';

const ZUpdateSettingsRequest = ZUpdateSettingsBody.extend({
  logo: ZUploadedFile.optional(),
  sidebar_logo: ZUploadedFile.optional(),
});

export const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.setting.public,
    {
      schema: {
        tags: ['setting'],
        summary: 'Branding for the sign-in page',
        response: withErrors({ 200: ZDataResponse(ZPublicSettings) }),
      },
    },
    async () => ({ message: 'Settings', data: ZPublicSettings.parse(await getSettings(app.db.prisma)) }),
  );

  // Every signed-in user needs the date format, currency and time zone; only setting_edit sees and changes the mail server.
  app.get(
    ENDPOINTS.setting.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['setting'],
        security: [{ bearer: [] }],
        response: withErrors({ 200: ZDataResponse(ZSettingsForCaller) }),
      },
    },
    async (request) => ({ message: 'Settings', data: await settingsFor(app.db.prisma, callerOf(request)) }),
  );

  app.post(
    ENDPOINTS.setting.update,
    {
      onRequest: app.can('setting_edit'),
      config: uploadRateLimit,
      schema: {
        tags: ['setting'],
        security: [{ bearer: [] }],
        consumes: MULTIPART,
        body: ZUpdateSettingsRequest,
        response: withErrors({ 200: ZDataResponse(ZSettings) }),
      },
    },
    async (request) => {
      const { logo, sidebar_logo, ...fields } = request.body;
      const data = await updateSettings(app.db.prisma, app.fileStore, callerOf(request), fields, {
        logo,
        sidebar_logo,
      });
      return { message: MSG.settingsUpdated, data };
    },
  );

  // The business's holidays (issue 28): anyone signed in reads them (their calendars skip them); setting_edit changes.
  app.get(
    ENDPOINTS.setting.holidays,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['setting'],
        security: [{ bearer: [] }],
        querystring: ZHolidayListQuery,
        response: withErrors({ 200: ZDataResponse(z.array(ZHoliday)) }),
      },
    },
    async (request) => ({ message: 'Holidays', data: await listHolidays(app.db.prisma, request.query.year) }),
  );

  app.post(
    ENDPOINTS.setting.storeHoliday,
    {
      onRequest: app.can('setting_edit'),
      schema: {
        tags: ['setting'],
        security: [{ bearer: [] }],
        body: ZStoreHolidayBody,
        response: withErrors({ 200: ZDataResponse(ZHoliday) }),
      },
    },
    async (request) => ({
      message: MSG.holidayAdded,
      data: await storeHoliday(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.setting.deleteHoliday,
    {
      onRequest: app.can('setting_edit'),
      schema: {
        tags: ['setting'],
        security: [{ bearer: [] }],
        body: ZIdBody,
        response: withErrors({ 200: ZMessageResponse }),
      },
    },
    async (request) => {
      await deleteHoliday(app.db.prisma, callerOf(request), request.body.id);
      return { message: MSG.holidayDeleted };
    },
  );

  // The service levels (issue 28): anyone signed in reads them (a complaint and a contract name theirs);
  // setting_edit changes them.
  app.get(
    ENDPOINTS.setting.serviceLevels,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['setting'],
        security: [{ bearer: [] }],
        response: withErrors({ 200: ZDataResponse(z.array(ZServiceLevel)) }),
      },
    },
    async () => ({ message: 'Service levels', data: await listServiceLevels(app.db.prisma) }),
  );

  app.post(
    ENDPOINTS.setting.storeServiceLevel,
    {
      onRequest: app.can('setting_edit'),
      schema: {
        tags: ['setting'],
        security: [{ bearer: [] }],
        body: ZStoreServiceLevelBody,
        response: withErrors({ 200: ZDataResponse(ZServiceLevel) }),
      },
    },
    async (request) => ({
      message: MSG.serviceLevelAdded,
      data: await storeServiceLevel(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.setting.updateServiceLevel,
    {
      onRequest: app.can('setting_edit'),
      schema: {
        tags: ['setting'],
        security: [{ bearer: [] }],
        body: ZUpdateServiceLevelBody,
        response: withErrors({ 200: ZDataResponse(ZServiceLevel) }),
      },
    },
    async (request) => ({
      message: MSG.serviceLevelUpdated,
      data: await updateServiceLevel(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.setting.deleteServiceLevel,
    {
      onRequest: app.can('setting_edit'),
      schema: {
        tags: ['setting'],
        security: [{ bearer: [] }],
        body: ZIdBody,
        response: withErrors({ 200: ZMessageResponse }),
      },
    },
    async (request) => {
      await deleteServiceLevel(app.db.prisma, callerOf(request), request.body.id);
      return { message: MSG.serviceLevelDeleted };
    },
  );
};
