import {
  ENDPOINTS,
  pagePath,
  ZDataResponse,
  ZMailedDocument,
  ZStatement,
  type TPageKey,
  type TStatement,
  type TStatementLine,
} from '@amc/contracts';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendar, IconFileSpreadsheet, IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { businessToday } from '../../lib/business-today';
import { request, requestBlob } from '../../lib/http-client';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useCanOpenPage } from '../../lib/page-access';
import { useRight } from '../../lib/use-right';
import { CalendarRangeInput, type TCalendarRange } from '../calendar-date-input';
import { CONFIRM_TITLE, openConfirm } from '../confirm-action';
import { saveBlob } from '../data-table/download-csv';
import { DateText } from '../date-text';
import { MoneyText } from '../money-text';

type TParty = TStatement['party']['role'];

const ZStatementResponse = ZDataResponse(ZStatement);
const ZMailedResponse = ZDataResponse(ZMailedDocument);

/** The page each line opens: a payment its bill, a refund its credit note. */
const LINE_PAGES: Record<
  TStatementLine['kind'],
  Extract<TPageKey, 'saleView' | 'creditNoteView' | 'purchaseView' | 'purchaseReturnView'>
> = {
  bill: 'saleView',
  payment: 'saleView',
  credit_note: 'creditNoteView',
  refund: 'creditNoteView',
  purchase: 'purchaseView',
  purchase_return: 'purchaseReturnView',
};

/** Said before mailing: the customer receives it at once. */
export const STATEMENT_MAIL_MESSAGE =
  'The statement will be e-mailed to the customer, with its PDF attached.';

/** From the first of the month a year ago to the business's today: a year of movements by default. */
function defaultRange(): TCalendarRange {
  const today = businessToday();
  return [`${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`, today];
}

/**
 * A party's statement of account (issue 27, section 3): the period, the opening balance, each bill, payment, credit
 * note and refund (a supplier's purchases and returns) with the running balance, the totals and the closing
 * balance; the whole as CSV or PDF, and a customer's mailed with its PDF (sell_edit). The server keeps each party to
 * its own.
 */
export function StatementPanel({ party, id }: { party: TParty; id: number }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<TCalendarRange>(defaultRange);
  const [start, end] = range;
  const complete = Boolean(start && end);
  const path = ENDPOINTS.statement[party];
  const statement = useQuery({
    queryKey: ['statement', party, id, start, end],
    queryFn: ({ signal }) =>
      request(path, {
        query: { id, start_date: start, end_date: end },
        schema: ZStatementResponse,
        signal,
      }),
    enabled: complete,
    placeholderData: keepPreviousData,
  });
  const canMail = useRight('sell_edit') && party === 'customer';
  const mail = useApiMutation({
    mutationFn: () =>
      request(ENDPOINTS.statement.email, {
        method: 'POST',
        body: { id, start_date: start, end_date: end },
        schema: ZMailedResponse,
      }),
  });
  const canOpenPage = useCanOpenPage();
  const download = async (format: 'csv' | 'pdf') => {
    const blob = await requestBlob(path, { query: { id, start_date: start, end_date: end, format } });
    saveBlob(blob, `statement-${party}-${id}-${start}-${end}.${format}`);
  };
  const data = statement.data?.data;

  return (
    <Stack gap="md" data-testid="statement">
      <Group justify="space-between" align="end" wrap="wrap">
        <CalendarRangeInput
          label={t('statement.period')}
          leftSection={<IconCalendar size={16} />}
          w={260}
          value={range}
          onChange={setRange}
        />
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            disabled={!complete}
            onClick={() => void download('csv')}
          >
            {t('statement.csv')}
          </Button>
          <Button
            variant="light"
            color="grape"
            leftSection={<IconFileTypePdf size={16} />}
            disabled={!complete}
            onClick={() => void download('pdf')}
          >
            {t('statement.pdf')}
          </Button>
          {canMail && (
            <Button
              variant="light"
              leftSection={<IconMail size={16} />}
              loading={mail.isPending}
              disabled={!complete}
              onClick={() =>
                openConfirm({
                  title: CONFIRM_TITLE,
                  message: STATEMENT_MAIL_MESSAGE,
                  confirmLabel: 'Yes, Send it',
                  onConfirm: () => mail.mutate(),
                })
              }
            >
              {t('documentLines.sendMail')}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`statement.hint.${party}`)}
      </Text>
      {statement.isError && <Alert color="red">{t('statement.failed')}</Alert>}
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
            {(
              [
                ['statement.opening', data.opening_balance, 'statement-opening'],
                ['statement.debit', data.debit_total, 'statement-debit'],
                ['statement.credit', data.credit_total, 'statement-credit'],
                ['statement.closing', data.closing_balance, 'statement-closing'],
              ] as const
            ).map(([label, amount, testId]) => (
              <Card key={label} withBorder radius="md" padding="sm">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t(label)}
                </Text>
                <Text fw={700} data-testid={testId}>
                  <MoneyText amount={amount} />
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t('statement.title')}
              </Title>
              {data.lines.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('statement.empty')}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={620}>
                  <Table striped verticalSpacing="xs" data-testid="statement-lines">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('statement.column.date')}</Table.Th>
                        <Table.Th>{t('statement.column.kind')}</Table.Th>
                        <Table.Th>{t('statement.column.document')}</Table.Th>
                        <Table.Th ta="end">{t('statement.debit')}</Table.Th>
                        <Table.Th ta="end">{t('statement.credit')}</Table.Th>
                        <Table.Th ta="end">{t('statement.balance')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.lines.map((line, index) => {
                        const page = LINE_PAGES[line.kind];
                        return (
                          <Table.Tr key={`${line.kind}-${line.document_id}-${index}`}>
                            <Table.Td>
                              <DateText value={line.date} />
                            </Table.Td>
                            <Table.Td>{t(`statement.kind.${line.kind}`)}</Table.Td>
                            <Table.Td>
                              {canOpenPage(page) ? (
                                <Anchor
                                  component={Link}
                                  to={pagePath(page, { id: line.document_id })}
                                  size="sm"
                                >
                                  <bdi>{line.number}</bdi>
                                </Anchor>
                              ) : (
                                <bdi>{line.number}</bdi>
                              )}
                            </Table.Td>
                            <Table.Td ta="end">
                              {Number(line.debit) ? <MoneyText amount={line.debit} /> : ''}
                            </Table.Td>
                            <Table.Td ta="end">
                              {Number(line.credit) ? <MoneyText amount={line.credit} /> : ''}
                            </Table.Td>
                            <Table.Td ta="end">
                              <MoneyText amount={line.balance} />
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
