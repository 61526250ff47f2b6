import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  LIVE_EVENTS,
  MSG,
  ZDataResponse,
  ZEmployeeRating,
  ZIdParam,
  ZMessageResponse,
  ZRateBody,
  ZRatingOf,
  ZRatingOfQuery,
  ZRatingPage,
  ZRatingTokenParam,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import { AttemptLimits } from '../../lib/kernel/attempt-limits';
import { readEmployeeRating, readRatingOf, readRatingPage, rateByToken } from './rating-service';

const tags = ['rating'];
const security = [{ bearer: [] }];
const MINUTE = 60_000;

/** A rating link is used once, but its page may be sent to from anywhere: a few tries per address and hour. */
export const RATING_LIMIT_RULES = [
  { name: 'rating-address', per: 'address', max: 20, windowMs: 60 * MINUTE },
] as const;

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page of a rating link (/r/<token>, the web's light page): the token is the key. Not cached: once rated, a
  // reload must say so.
  app.get(
    ENDPOINTS.rating.page,
    {
      schema: {
        tags,
        summary: 'What a rating link shows (public)',
        params: ZRatingTokenParam,
        response: withErrors({ 200: ZDataResponse(ZRatingPage) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { message: 'Rating', data: await readRatingPage(app.db.prisma, request.params.token) };
    },
  );

  const limits = new AttemptLimits(app, RATING_LIMIT_RULES);
  app.post(
    ENDPOINTS.rating.page,
    {
      onRequest: async (request, reply) => limits.check(request, reply),
      schema: {
        tags,
        summary: 'Rate a visit or complaint through its link (public, once)',
        params: ZRatingTokenParam,
        body: ZRateBody,
        response: withErrors({ 200: ZMessageResponse }),
      },
    },
    async (request, reply) => {
      await limits.hit(request, reply);
      const adminIds = await rateByToken(app.db.prisma, request.params.token, request.body);
      if (adminIds.length) app.events.publishToUsers(adminIds, LIVE_EVENTS.lowRating);
      return { message: MSG.ratingThanks };
    },
  );

  app.get(
    ENDPOINTS.rating.of,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        querystring: ZRatingOfQuery,
        response: withErrors({ 200: ZDataResponse(ZRatingOf) }),
      },
    },
    async (request) => ({
      message: 'Rating',
      data: await readRatingOf(app.db.prisma, callerOf(request), request.query),
    }),
  );

  app.get(
    ENDPOINTS.rating.employee,
    {
      onRequest: app.can('user_view'),
      schema: {
        tags,
        security,
        params: ZIdParam,
        response: withErrors({ 200: ZDataResponse(ZEmployeeRating) }),
      },
    },
    async (request) => ({
      message: 'Rating',
      data: await readEmployeeRating(app.db.prisma, request.params.id),
    }),
  );
};
