import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  REPORT_KINDS,
  REPORT_PATHS,
  ENDPOINTS,
  ZChartsData,
  ZChartsQuery,
  ZComplaintReport,
  ZDataResponse,
  ZReportBody,
  ZRenewalReport,
  ZReportQuery,
  ZReceivables,
  ZReceivablesQuery,
  ZSaleReport,
  ZServiceReport,
  ZTaxReport,
  ZPromiseReport,
  ZRatingReport,
  ZTimesheetReport,
  type TReportKind,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { getCharts } from './report-charts';
import type { TReportResult } from './report-files';
import { runReport } from './report-service';
import { runReceivables } from './receivables-report';

const SECURITY = [{ bearer: [] }];

const RESPONSES = {
  sale: ZDataResponse(ZSaleReport),
  service: ZDataResponse(ZServiceReport),
  complaint: ZDataResponse(ZComplaintReport),
  renewal: ZDataResponse(ZRenewalReport),
  tax: ZDataResponse(ZTaxReport),
  promise: ZDataResponse(ZPromiseReport),
  rating: ZDataResponse(ZRatingReport),
  timesheet: ZDataResponse(ZTimesheetReport),
} satisfies Record<TReportKind, unknown>;

/** JSON as it is; a CSV (streamed) or PDF as a download under the report's name. */
function sendReport(reply: FastifyReply, result: TReportResult) {
  if (result.kind === 'json') return reply.send(result.body);
  return reply
    .header('content-type', result.contentType)
    .header('content-disposition', `attachment; filename="${result.filename}"`)
    .header('cache-control', 'no-store')
    .send(result.body);
}

/**
 * SPEC's report calls: POST /api/report/saleReport, /serviceReport, /complaintReport, the contracts'
 * /renewalReport, the taxes' /taxReport and the service levels' /promiseReport, the ratings' /ratingReport and the timesheets' /timesheetReport, each under report_view.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of REPORT_KINDS) {
    app.post(
      REPORT_PATHS[kind],
      {
        onRequest: app.can('report_view'),
        schema: {
          tags: ['report'],
          security: SECURITY,
          consumes: MULTIPART,
          body: ZReportBody,
          querystring: ZReportQuery,
          response: withErrors({ 200: RESPONSES[kind] }),
        },
      },
      async (request, reply) =>
        sendReport(
          reply,
          await runReport(app.db.reader, callerOf(request), kind, request.body, request.query),
        ),
    );
  }

  // Receivables by age: what each customer owes, as of the business's today (a customer its own).
  app.get(
    ENDPOINTS.report.receivables,
    {
      onRequest: app.can('report_view'),
      schema: {
        tags: ['report'],
        security: SECURITY,
        querystring: ZReceivablesQuery,
        response: withErrors({ 200: ZDataResponse(ZReceivables) }),
      },
    },
    async (request, reply) =>
      sendReport(reply, await runReceivables(app.db.reader, callerOf(request), request.query)),
  );

  // The business charts (/charts/echarts): business figures, so the reports' right.
  app.get(
    ENDPOINTS.report.charts,
    {
      onRequest: app.can('report_view'),
      schema: {
        tags: ['report'],
        security: SECURITY,
        querystring: ZChartsQuery,
        response: withErrors({ 200: ZDataResponse(ZChartsData) }),
      },
    },
    async (request) => ({
      message: 'Charts.',
      data: await getCharts(app.db.reader, callerOf(request), request.query),
    }),
  );
};
