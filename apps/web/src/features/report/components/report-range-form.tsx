import { ZReportBody, type TReportBody, type TReportRangeInput } from '@amc/contracts';
import { Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { useFieldProps } from '../../../lib/form-errors';
import { businessToday } from '../../../lib/business-today';

/** The current month, the range a report opens with. */
export const currentMonthRange = (): TReportRangeInput => ({
  start_date: dayjs(businessToday()).startOf('month').format('YYYY-MM-DD'),
  end_date: dayjs(businessToday()).endOf('month').format('YYYY-MM-DD'),
});

/**
 * Start date, end date and Go (SPEC section 2), checked with the contract's rule before anything is sent:
 * both required, the end later than the start.
 */
export function ReportRangeForm({
  onGo,
  busy,
  actions,
}: {
  onGo: (range: TReportBody) => void;
  busy: boolean;
  /** The downloads of the report shown, at the end of the row. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useForm<TReportRangeInput>({
    initialValues: currentMonthRange(),
    validate: zod4Resolver(ZReportBody, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);
  const start = field('start_date');
  const end = field('end_date');

  return (
    <form onSubmit={form.onSubmit((values) => onGo(ZReportBody.parse(values)))} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <CalendarDateInput
          label={t('report.field.startDate')}
          withAsterisk
          clearable
          w={180}
          onBlur={start.onBlur}
          error={start.error}
          value={form.getValues().start_date}
          onChange={(value) => form.setFieldValue('start_date', value)}
        />
        <CalendarDateInput
          label={t('report.field.endDate')}
          withAsterisk
          clearable
          w={180}
          onBlur={end.onBlur}
          error={end.error}
          value={form.getValues().end_date}
          onChange={(value) => form.setFieldValue('end_date', value)}
        />
        <Button
          type="submit"
          mt={25}
          loading={busy}
          rightSection={<IconArrowRight size={16} className="mirror-rtl" />}
        >
          {t('report.action.go')}
        </Button>
        {actions && (
          <Group gap="xs" mt={25} ms="auto">
            {actions}
          </Group>
        )}
      </Group>
    </form>
  );
}
