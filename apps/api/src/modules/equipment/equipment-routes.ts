import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZCreateEquipmentBody,
  ZDataResponse,
  ZDeleteEquipmentBody,
  ZDeletedEquipment,
  ZEquipment,
  ZEquipmentDetail,
  ZEquipmentIdBody,
  ZEquipmentIdParam,
  ZEquipmentLabelsBody,
  equipmentScanPath,
  ZEquipmentScan,
  ZEquipmentTokenParam,
  ZListEquipmentQuery,
  ZListResponse,
  ZUpdateEquipmentBody,
} from '@amc/contracts';
import { callerIfSignedIn, callerOf } from '../../plugins/auth';
import { hasPermission, type TCaller } from '../../lib/kernel/caller';
import { publicOrigin } from '../../lib/kernel/request-origin';
import { sendPdf } from '../../lib/documents/document-mail';
import { sendList } from '../../lib/list/list-reply';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { ZPhotoFiles } from '../../lib/rules/photos';
import { uploadRateLimit } from '../../lib/kernel/uploads';
import { findEquipment, getEquipmentDetail, NO_LABEL_LINK, type TLabelLink } from './equipment-list';
import { createEquipment, deleteEquipment, reissueLabel, updateEquipment } from './equipment-service';
import { renderEquipmentLabels } from './equipment-labels';
import { readEquipmentScan } from './equipment-scan';

const tags = ['equipment'];
const security = [{ bearer: [] }];
const ZCreateEquipmentForm = ZCreateEquipmentBody.extend({ photos: ZPhotoFiles });
const ZUpdateEquipmentForm = ZUpdateEquipmentBody.extend({ photos: ZPhotoFiles });
const detailResponse = withErrors({ 200: ZDataResponse(ZEquipmentDetail) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedEquipment) });

export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The label link an answer carries: for whoever may print labels, once the installation has a public address. */
  const labelLinkFor = async (caller: TCaller): Promise<TLabelLink> => {
    if (!hasPermission(caller, 'equipment_edit')) return NO_LABEL_LINK;
    const origin = await publicOrigin(app).catch(() => null);
    return origin ? (token) => `${origin}${equipmentScanPath(token)}` : NO_LABEL_LINK;
  };

  app.get(
    ENDPOINTS.equipment.list,
    {
      onRequest: app.can('equipment_view'),
      schema: {
        tags,
        security,
        querystring: ZListEquipmentQuery,
        response: withErrors({ 200: ZListResponse(ZEquipment) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findEquipment(app.db.forList(request.query), callerOf(request), request.query)),
  );

  app.get(
    ENDPOINTS.equipment.view,
    {
      onRequest: app.can('equipment_view'),
      schema: { tags, security, params: ZEquipmentIdParam, response: detailResponse },
    },
    async (request) => {
      const caller = callerOf(request);
      return {
        message: 'Equipment',
        data: await getEquipmentDetail(app.db.prisma, caller, request.params.id, await labelLinkFor(caller)),
      };
    },
  );

  app.post(
    ENDPOINTS.equipment.store,
    {
      onRequest: app.can('equipment_add'),
      schema: { tags, security, consumes: MULTIPART, body: ZCreateEquipmentForm, response: detailResponse },
      config: uploadRateLimit,
    },
    async (request) => {
      const { photos, ...body } = request.body;
      const caller = callerOf(request);
      return {
        message: MSG.equipmentAdded,
        data: await createEquipment(app.db.prisma, caller, body, {
          fileStore: app.fileStore,
          photos,
          labelLink: await labelLinkFor(caller),
        }),
      };
    },
  );

  app.post(
    ENDPOINTS.equipment.update,
    {
      onRequest: app.can('equipment_edit'),
      schema: { tags, security, consumes: MULTIPART, body: ZUpdateEquipmentForm, response: detailResponse },
      config: uploadRateLimit,
    },
    async (request) => {
      const { photos, ...body } = request.body;
      const caller = callerOf(request);
      return {
        message: MSG.equipmentUpdated,
        data: await updateEquipment(app.db.prisma, caller, body, {
          fileStore: app.fileStore,
          photos,
          labelLink: await labelLinkFor(caller),
        }),
      };
    },
  );

  const deleted = async (caller: TCaller, ids: number[]) => {
    const deletedIds = await deleteEquipment(app.db.prisma, app.fileStore, caller, ids);
    return { message: MSG.equipmentDeleted(deletedIds.length), data: { ids: deletedIds } };
  };

  app.post(
    ENDPOINTS.equipment.delete,
    {
      onRequest: app.can('equipment_delete'),
      schema: { tags, security, body: ZEquipmentIdBody, response: deletedResponse },
    },
    async (request) => deleted(callerOf(request), [request.body.id]),
  );

  app.post(
    ENDPOINTS.equipment.deleteMulti,
    {
      onRequest: app.can('equipment_delete'),
      schema: { tags, security, body: ZDeleteEquipmentBody, response: deletedResponse },
    },
    async (request) => deleted(callerOf(request), request.body.ids),
  );

  // Printing labels and issuing new ones is the office's work: the token lets whoever holds it report a fault on
  // the customer's behalf. Without a public address there is nothing to point the code at (503, says so).
  app.post(
    ENDPOINTS.equipment.labels,
    {
      onRequest: app.can('equipment_edit'),
      schema: { tags, security, body: ZEquipmentLabelsBody },
    },
    async (request, reply) => {
      const file = await renderEquipmentLabels(
        app.db.prisma,
        app.fileStore,
        callerOf(request),
        request.body,
        await publicOrigin(app),
      );
      return sendPdf(reply, file, true);
    },
  );

  app.post(
    ENDPOINTS.equipment.reissueLabel,
    {
      onRequest: app.can('equipment_edit'),
      schema: { tags, security, body: ZEquipmentIdBody, response: detailResponse },
    },
    async (request) => {
      const caller = callerOf(request);
      return {
        message: MSG.labelReissued,
        data: await reissueLabel(app.db.prisma, caller, request.body.id, await labelLinkFor(caller)),
      };
    },
  );

  // The page of a scanned label (/q/<token>, the web's own light page): anyone may read it, and it tells only what
  // the page shows. Not cached by the browser: re-issuing a label must end it at once.
  app.get(
    ENDPOINTS.equipment.scan,
    {
      schema: {
        tags,
        summary: 'What a scanned QR label shows (public)',
        params: ZEquipmentTokenParam,
        response: withErrors({ 200: ZDataResponse(ZEquipmentScan) }),
      },
    },
    async (request, reply) => {
      const caller = await callerIfSignedIn(app, request, reply);
      reply.header('cache-control', 'no-store');
      return {
        message: 'Equipment',
        data: await readEquipmentScan(app.db.prisma, request.params.token, caller),
      };
    },
  );
};
