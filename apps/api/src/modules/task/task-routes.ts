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
  ZTaskHours,
  ZTaskHoursBody,
  ZTaskHoursQuery,
} from '@amc/contracts';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list/list-reply';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { findTasks } from './task-list';
import { createTask, deleteTasks, updateTask } from './task-service';
import { listTaskHours, logTaskHours } from './task-hours';

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
      sendList(reply, await findTasks(app.db.forList(request.query), callerOf(request), request.query)),
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

  // The hours logged on a task (issue 28's timesheet), for whoever sees the task (404 beyond its rows).
  app.get(
    ENDPOINTS.task.hours,
    {
      onRequest: app.can('task_view'),
      schema: {
        tags,
        security,
        querystring: ZTaskHoursQuery,
        response: withErrors({ 200: ZDataResponse(z.array(ZTaskHours)) }),
      },
    },
    async (request) => ({
      message: 'Task hours',
      data: await listTaskHours(app.db.prisma, callerOf(request), request.query.task_id),
    }),
  );

  // The caller's own hours on a task it works on for one day, set as sent (0 removes them): task_view is enough,
  // since the hours are the caller's own and the task must be assigned to it (an admin: any task).
  app.post(
    ENDPOINTS.task.hours,
    {
      onRequest: app.can('task_view'),
      schema: {
        tags,
        security,
        body: ZTaskHoursBody,
        response: withErrors({ 200: ZDataResponse(ZTaskHours.nullable()) }),
      },
    },
    async (request) => ({
      message: MSG.hoursLogged,
      data: await logTaskHours(app.db.prisma, callerOf(request), request.body),
    }),
  );
};
