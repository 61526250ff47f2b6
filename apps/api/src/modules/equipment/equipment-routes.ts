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
  ZListEquipmentQuery,
  ZListResponse,
  ZUpdateEquipmentBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import type { TCaller } from '../../lib/caller';
import { sendList } from '../../lib/list-reply';
import { MULTIPART, withErrors } from '../../lib/route-schema';
import { ZPhotoFiles } from '../../lib/photos';
import { uploadRateLimit } from '../../lib/uploads';
import { findEquipment, getEquipmentDetail } from './equipment-list';
import { createEquipment, deleteEquipment, updateEquipment } from './equipment-service';

const tags = ['equipment'];
const security = [{ bearer: [] }];
const ZCreateEquipmentForm = ZCreateEquipmentBody.extend({ photos: ZPhotoFiles });
const ZUpdateEquipmentForm = ZUpdateEquipmentBody.extend({ photos: ZPhotoFiles });
const detailResponse = withErrors({ 200: ZDataResponse(ZEquipmentDetail) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedEquipment) });

export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
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
      sendList(reply, await findEquipment(app.db.prisma, callerOf(request), request.query)),
  );

  app.get(
    ENDPOINTS.equipment.view,
    {
      onRequest: app.can('equipment_view'),
      schema: { tags, security, params: ZEquipmentIdParam, response: detailResponse },
    },
    async (request) => ({
      message: 'Equipment',
      data: await getEquipmentDetail(app.db.prisma, callerOf(request), request.params.id),
    }),
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
      return {
        message: MSG.equipmentAdded,
        data: await createEquipment(app.db.prisma, callerOf(request), body, {
          dataDir: app.appConfig.dataDir,
          photos,
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
      return {
        message: MSG.equipmentUpdated,
        data: await updateEquipment(app.db.prisma, callerOf(request), body, {
          dataDir: app.appConfig.dataDir,
          photos,
        }),
      };
    },
  );

  const deleted = async (caller: TCaller, ids: number[]) => {
    const deletedIds = await deleteEquipment(app.db.prisma, app.appConfig.dataDir, caller, ids);
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
};
