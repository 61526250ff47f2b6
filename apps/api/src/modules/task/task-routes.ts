import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZCreateTaskBody,
  ZDataResponse,
  ZDeletedTasks,
  ZDeleteTasksBody,
  ZListResponse,
  ZListTasksQuery,
  ZTask,
  ZTaskIdBody,
  ZUpdateTaskBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list-reply';
import { MULTIPART, withErrors } from '../../lib/route-schema';
import { findTasks } from './task-list';
import { createTask, deleteTasks, updateTask } from './task-service';

const tags = ['task'];
const security = [{ bearer: [] }];
const taskResponse = withErrors({ 200: ZDataResponse(ZTask) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedTasks) });

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.task.list,
    {
      onRequest: app.can('task_view'),
      schema: {
        tags,
        security,
        querystring: ZListTasksQuery,
        response: withErrors({ 200: ZListResponse(ZTask) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findTasks(app.db.prisma, callerOf(request), request.query)),
  );

  app.post(
    ENDPOINTS.task.store,
    {
      onRequest: app.can('task_add'),
      schema: { tags, security, consumes: MULTIPART, body: ZCreateTaskBody, response: taskResponse },
    },
    async (request) => ({
      message: MSG.taskAdded,
      data: await createTask(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.task.update,
    {
      onRequest: app.can('task_edit'),
      schema: { tags, security, consumes: MULTIPART, body: ZUpdateTaskBody, response: taskResponse },
    },
    async (request) => ({
      message: MSG.taskUpdated,
      data: await updateTask(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.task.delete,
    {
      onRequest: app.can('task_delete'),
      schema: { tags, security, body: ZTaskIdBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteTasks(app.db.prisma, callerOf(request), [request.body.id]);
      return { message: MSG.tasksDeleted(ids.length), data: { ids } };
    },
  );

  app.post(
    ENDPOINTS.task.deleteMulti,
    {
      onRequest: app.can('task_delete'),
      schema: { tags, security, body: ZDeleteTasksBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteTasks(app.db.prisma, callerOf(request), request.body.ids);
      return { message: MSG.tasksDeleted(ids.length), data: { ids } };
    },
  );
};
