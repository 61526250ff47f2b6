import type { TReportBody, TReportKind } from '@amc/contracts';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReportDownloads } from './report-downloads';
import { ReportState, type TReportQueryState } from './report-parts';
import { ReportRangeForm } from './report-range-form';

/**
 * The frame of a report the server writes: the range form with the report's CSV and PDF, then the report's
 * states (waiting, failed, SPEC's empty text, or the report itself).
 */
export function ReportPanel<TAnswer extends { message: string }>({
  kind,
  range,
  onGo,
  query,
  isEmpty,
  children,
}: {
  kind: TReportKind;
  range: TReportBody | null;
  onGo: (range: TReportBody) => void;
  query: TReportQueryState<TAnswer> & { isFetching: boolean };
  isEmpty: (answer: TAnswer) => boolean;
  children: (answer: TAnswer) => ReactNode;
}) {
  return (
    <Stack gap="md">
      <ReportRangeForm
        onGo={onGo}
        busy={query.isFetching}
        actions={<ReportDownloads kind={kind} range={range} />}
      />
      <ReportState query={query} isEmpty={isEmpty}>
        {children}
      </ReportState>
    </Stack>
  );
}
