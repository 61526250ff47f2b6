import { ZReportBody, type TReportBody } from '@amc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reportKeys } from '../api/report-query';
import { currentMonthRange } from './report-range-form';

/**
 * The range a report shows (the current month until Go is pressed) and its page of rows. Go with the same
 * dates runs the report again, so figures entered meanwhile show up.
 */
export function useReportRange() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ range: TReportBody; page: number }>(() => ({
    range: ZReportBody.parse(currentMonthRange()),
    page: 1,
  }));
  const go = (range: TReportBody) => {
    const same = range.start_date === state.range.start_date && range.end_date === state.range.end_date;
    setState({ range, page: 1 });
    if (same) void queryClient.invalidateQueries({ queryKey: reportKeys.all });
  };
  return {
    range: state.range,
    page: state.page,
    go,
    setPage: (page: number) => setState({ ...state, page }),
  };
}
