import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSetLanguageBody,
  ZUserLanguage,
  ENDPOINTS,
  MSG,
  ZCreateUserBody,
  ZDataResponse,
  ZDeletedUsers,
  ZDeleteUserBody,
  ZDeleteUsersBody,
  ZFullProfileBody,
  ZListResponse,
  ZIdBody,
  ZListUsersQuery,
  ZMessageResponse,
  ZUpdateOtherUserBody,
  ZUpdateProfileBody,
  ZUserDetail,
  ZUserDropdownQuery,
  ZUserFullProfile,
  ZUserListRow,
  ZUserOption,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { resetUserSecondStep } from '../auth/auth-public';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { sendList } from '../../lib/list/list-reply';
import { publicOrigin } from '../../lib/kernel/request-origin';
import { uploadRateLimit, type TUploadedFile } from '../../lib/kernel/uploads';
import { deleteUsers } from './user-delete-service';
import { foldContactFieldsHook, ZProfileFile } from './user-form';
import { findUserOptions, findUsers } from './user-list-service';
import { getFullProfile, setOwnLanguage, updateProfile } from './user-profile-service';
import { createUser, updateOtherUser, type TUserFiles } from './user-service';

const security = [{ bearer: [] }];
const tags = ['user'];
const withProfileFile = z.object(ZProfileFile);
const userResponse = withErrors({ 200: ZDataResponse(ZUserDetail) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedUsers) });
const optionsResponse = withErrors({ 200: ZDataResponse(z.array(ZUserOption)) });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = (profile: TUploadedFile | undefined): TUserFiles => ({
    fileStore: app.fileStore,
    profile,
  });

  app.get(
    ENDPOINTS.user.list,
    {
      onRequest: app.can('user_view'),
      schema: {
        tags,
        security,
        querystring: ZListUsersQuery,
        response: withErrors({ 200: ZListResponse(ZUserListRow) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findUsers(app.db.forList(request.query), callerOf(request), request.query)),
  );

  app.post(
    ENDPOINTS.user.store,
    {
      preValidation: foldContactFieldsHook,
      onRequest: app.can('user_add'),
      config: uploadRateLimit,
      schema: {
        tags,
        security,
        consumes: MULTIPART,
        body: ZCreateUserBody.and(withProfileFile),
        response: userResponse,
      },
    },
    async (request) => {
      const { profile, ...body } = request.body;
      const data = await createUser(app.db.prisma, callerOf(request), body, {
        ...files(profile),
        origin: await publicOrigin(app),
      });
      return { message: MSG.userAdded, data };
    },
  );

  app.post(
    ENDPOINTS.user.updateOtherUser,
    {
      preValidation: foldContactFieldsHook,
      onRequest: app.can('user_edit'),
      config: uploadRateLimit,
      schema: {
        tags,
        security,
        consumes: MULTIPART,
        body: ZUpdateOtherUserBody.and(withProfileFile),
        response: userResponse,
      },
    },
    async (request) => {
      const { profile, ...body } = request.body;
      const data = await updateOtherUser(app.db.prisma, callerOf(request), body, files(profile));
      app.events.publishSignInChanged([data.id]);
      return { message: MSG.userUpdated, data };
    },
  );

  // Any signed-in user, for itself only.
  app.post(
    ENDPOINTS.user.language,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        body: ZSetLanguageBody,
        response: withErrors({ 200: ZDataResponse(ZUserLanguage) }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const language = await setOwnLanguage(app.db.prisma, caller, request.body.language);
      app.events.publishSignInChanged([caller.id]);
      return { message: MSG.languageSaved, data: { language } };
    },
  );

  // The profile edit drawer: the user itself, or a holder of user_edit (the service draws the line).
  app.post(
    ENDPOINTS.user.update,
    {
      preValidation: foldContactFieldsHook,
      onRequest: app.authenticate,
      config: uploadRateLimit,
      schema: {
        tags,
        security,
        consumes: MULTIPART,
        body: ZUpdateProfileBody.and(withProfileFile),
        response: userResponse,
      },
    },
    async (request) => {
      const { profile, ...body } = request.body;
      const data = await updateProfile(app.db.prisma, callerOf(request), body, files(profile));
      app.events.publishSignInChanged([data.id]);
      return { message: MSG.profileUpdated, data };
    },
  );

  app.post(
    ENDPOINTS.user.fullprofile,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        body: ZFullProfileBody,
        response: withErrors({ 200: ZDataResponse(ZUserFullProfile) }),
      },
    },
    async (request) => ({
      message: 'Profile',
      data: await getFullProfile(app.db.prisma, callerOf(request), request.body.email),
    }),
  );

  app.post(
    ENDPOINTS.user.delete,
    {
      onRequest: app.can('user_delete'),
      schema: { tags, security, body: ZDeleteUserBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteUsers(app.db.prisma, app.fileStore, callerOf(request), [request.body.id]);
      app.events.publishSignInChanged(ids);
      return { message: MSG.usersDeleted(ids.length), data: { ids } };
    },
  );

  app.post(
    ENDPOINTS.user.twoFactorReset,
    {
      onRequest: app.adminOnly,
      schema: { tags, security, body: ZIdBody, response: withErrors({ 200: ZMessageResponse }) },
    },
    async (request) => {
      await resetUserSecondStep(app.db.prisma, callerOf(request), request.body.id);
      app.events.publishSignInChanged([request.body.id]);
      return { message: MSG.twoFactorReset };
    },
  );

  app.post(
    ENDPOINTS.user.deleteMultiUser,
    {
      onRequest: app.can('user_delete'),
      schema: { tags, security, body: ZDeleteUsersBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteUsers(app.db.prisma, app.fileStore, callerOf(request), request.body.ids);
      app.events.publishSignInChanged(ids);
      return { message: MSG.usersDeleted(ids.length), data: { ids } };
    },
  );

  // Pickers of other modules (complaints, AMC, sales ...): any signed-in user; the service decides whom it sees.
  app.post(
    ENDPOINTS.user.dropdownByRole,
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: ZUserDropdownQuery, response: optionsResponse },
    },
    async (request) => ({
      message: 'Users',
      data: await findUserOptions(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.get(
    ENDPOINTS.user.dropdownByRole,
    {
      onRequest: app.authenticate,
      schema: { tags, security, querystring: ZUserDropdownQuery, response: optionsResponse },
    },
    async (request) => ({
      message: 'Users',
      data: await findUserOptions(app.db.prisma, callerOf(request), request.query),
    }),
  );
};
