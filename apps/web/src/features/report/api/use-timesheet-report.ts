import { ZTimesheetReport, type TReportBody } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions } from './report-query';

/**
 * POST /report/timesheetReport: the employees' time in the range (travel, on site, on tasks) by employee and day,
 * employee and week, employee and in total (issue 28). A group is a row, so there is one page.
 */
export function useTimesheetReport(range: TReportBody | null) {
  return useQuery(reportQueryOptions('timesheet', ZTimesheetReport, range, 1));
}
