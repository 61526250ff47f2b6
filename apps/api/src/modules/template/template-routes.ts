import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZDataResponse,
  ZEmailTemplate,
  ZPreviewTemplateBody,
  ZResetTemplateBody,
  ZTemplateListQuery,
  ZTemplatePreview,
  ZUpdateTemplateBody,
} from '@amc/contracts';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import { findTemplates, previewTemplate, resetTemplate, updateTemplate } from './template-service';

const TAGS = ['template'];
const SECURITY = [{ bearer: [] }];

/** SPEC section 2: the e-mail template screen is the admin's alone, whatever rights a role was given. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.template.list,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        querystring: ZTemplateListQuery,
        response: withErrors({ 200: ZDataResponse(z.array(ZEmailTemplate)) }),
      },
    },
    async (request) => ({
      message: 'E-mail templates',
      data: await findTemplates(app.db.prisma, request.query.language),
    }),
  );

  app.post(
    ENDPOINTS.template.update,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZUpdateTemplateBody,
        response: withErrors({ 200: ZDataResponse(ZEmailTemplate) }),
      },
    },
    async (request) => ({
      message: MSG.templateUpdated,
      data: await updateTemplate(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.template.reset,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZResetTemplateBody,
        response: withErrors({ 200: ZDataResponse(ZEmailTemplate) }),
      },
    },
    async (request) => ({
      message: MSG.templateReset,
      data: await resetTemplate(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.template.preview,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZPreviewTemplateBody,
        response: withErrors({ 200: ZDataResponse(ZTemplatePreview) }),
      },
    },
    async (request) => ({ message: 'Preview', data: await previewTemplate(app.db.prisma, request.body) }),
  );
};
