import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZDataResponse,
  ZEmailStatementBody,
  ZMailedDocument,
  ZStatement,
  ZStatementQuery,
  type TPermission,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { readerLanguage } from '../../lib/kernel/i18n/server-texts';
import { withErrors } from '../../lib/kernel/route-schema';
import { emailStatement } from './statement-mail';
import { statementCsv, statementPdf } from './statement-files';
import { readStatement, type TStatementParty } from './statement-service';

const SECURITY = [{ bearer: [] }];

/** A statement's CSV or PDF, saved under its name. */
function sendFile(
  reply: FastifyReply,
  file: { filename: string; contentType: string; body: Readable | Buffer },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** Each party's statement and the right that reads it: a customer's with the bills, a supplier's with purchases. */
const PARTIES: { party: TStatementParty; path: string; right: TPermission }[] = [
  { party: 'customer', path: ENDPOINTS.statement.customer, right: 'sell_view' },
  { party: 'supplier', path: ENDPOINTS.statement.supplier, right: 'purchase_view' },
];

/**
 * Statements of account (issue 27, section 3): a party's, on screen (JSON), as CSV or as PDF in the reader's
 * language; a customer's mailed to it with its PDF. A customer or supplier reads its own; another's answers 404.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { party, path, right } of PARTIES)
    app.get(
      path,
      {
        onRequest: app.can(right),
        schema: {
          tags: ['statement'],
          security: SECURITY,
          querystring: ZStatementQuery,
          response: withErrors({ 200: ZDataResponse(ZStatement) }),
        },
      },
      async (request, reply) => {
        const { prisma } = app.db;
        const caller = callerOf(request);
        const { format, id, ...range } = request.query;
        const statement = await readStatement(prisma, caller, party, id, range);
        if (format === 'json') return { message: 'Statement', data: statement };
        const calendar = await readBusinessCalendar(prisma);
        const language = readerLanguage(caller.language, calendar.systemLanguage);
        const file =
          format === 'csv'
            ? statementCsv(statement, calendar, language)
            : await statementPdf(prisma, statement, calendar, language).then(({ filename, pdf }) => ({
                filename,
                body: pdf,
                contentType: 'application/pdf',
              }));
        return sendFile(reply, file);
      },
    );

  app.post(
    ENDPOINTS.statement.email,
    {
      onRequest: app.can('sell_edit'),
      schema: {
        tags: ['statement'],
        security: SECURITY,
        body: ZEmailStatementBody,
        response: withErrors({ 200: ZDataResponse(ZMailedDocument) }),
      },
    },
    async (request) => {
      const data = await emailStatement(app.db.prisma, callerOf(request), request.body);
      return { message: MSG.statementMailed(data.to), data };
    },
  );
};
