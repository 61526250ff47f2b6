import { ZStoreHolidayBody, type TStoreHolidayInput } from '@amc/contracts';
import { ActionIcon, Button, Group, Input, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { DateText } from '../../../components/date-text';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { businessToday } from '../../../lib/business-today';
import { useDeleteHoliday, useHolidays, useStoreHoliday } from '../api/use-holidays';

/**
 * The business's holidays (issue 28): days it is closed beyond its working week, a year at a time. The service levels
 * do not count them and a contract planned after steps over them. The server refuses a day already a holiday.
 */
export function HolidaysSection() {
  const { t } = useTranslation();
  const thisYear = Number(businessToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const holidays = useHolidays(year);
  const store = useStoreHoliday();
  const remove = useDeleteHoliday();
  const form = useForm<TStoreHolidayInput>({
    initialValues: { day: '', name: '' },
    validate: zod4Resolver(ZStoreHolidayBody, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);
  // The next years to plan, and the year shown (one far off, after adding a holiday in it).
  const years = [...new Set([thisYear - 1, thisYear, thisYear + 1, thisYear + 2, year])]
    .sort((a, b) => a - b)
    .map(String);

  const add = (values: TStoreHolidayInput) =>
    store.mutate(ZStoreHolidayBody.parse(values), {
      onSuccess: (answer) => {
        form.reset();
        setYear(Number(answer.data.day.slice(0, 4)));
      },
      onError: (error) => applyServerIssues(form, error),
    });

  const submit = () => form.onSubmit(add)();

  return (
    <Input.Wrapper label={t('settings.holidays')} description={t('settings.holidaysHint')} mt="md">
      <Stack gap="sm" mt={6} data-testid="holidays">
        <Select
          aria-label={t('settings.holidayYear')}
          data={years}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
          allowDeselect={false}
          w={120}
        />
        {holidays.data?.length ? (
          <Table verticalSpacing={4} aria-label={t('settings.holidays')}>
            <Table.Tbody>
              {holidays.data.map((holiday) => (
                <Table.Tr key={holiday.id}>
                  <Table.Td w={130}>
                    <DateText value={holiday.day} />
                  </Table.Td>
                  <Table.Td>{holiday.name}</Table.Td>
                  <Table.Td w={48}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('settings.removeHoliday', { name: holiday.name })}
                      loading={remove.isPending && remove.variables === holiday.id}
                      onClick={() =>
                        openConfirm({
                          title: CONFIRM_TITLE,
                          message: t('settings.removeHoliday', { name: holiday.name }),
                          confirmLabel: 'Yes, Delete it',
                          onConfirm: () => remove.mutate(holiday.id),
                        })
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {holidays.isPending ? '…' : t('settings.noHolidays', { year })}
          </Text>
        )}
        {/* Inside the settings form, so no form of its own: the button and Enter in the name add the holiday. */}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <CalendarDateInput
            aria-label={t('settings.holidayDate')}
            clearable
            w={{ base: '100%', xs: 170 }}
            {...field('day')}
          />
          <TextInput
            aria-label={t('settings.holidayName')}
            placeholder={t('settings.holidayName')}
            style={{ flex: 1, minWidth: 160 }}
            {...field('name')}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              submit();
            }}
          />
          <Button
            type="button"
            variant="light"
            leftSection={<IconPlus size={16} />}
            loading={store.isPending}
            onClick={submit}
          >
            {t('settings.addHoliday')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
