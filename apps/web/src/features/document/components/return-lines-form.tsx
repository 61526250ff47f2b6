import { ZCreateCreditNoteBody } from '@amc/contracts';
import { Button, Card, Checkbox, Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { translateMessage } from '../../../i18n/translate-message';
import { businessToday } from '../../../lib/business-today';
import { ApiError } from '../../../lib/http-client';
import { useIsPhone } from '../../../lib/use-is-phone';
import {
  DocumentFormShell,
  DocumentTextarea,
  useDocumentForm,
  type TDocumentFormActions,
} from './document-form-fields';

/** A line of the document goods go back from: how many it holds and how many went back already. */
export type TReturnableLine = {
  id: number;
  name: string;
  quantity: number;
  back: number;
  /** Whether the goods may come back into stock (a credit note's line with a product); left out: no such choice. */
  restockable?: boolean;
};

/** A chosen line as the body takes it. */
export type TReturnedLine = { id: number; quantity: number; restock: boolean };
type TReturnValues = { date: string; reason: string; items: TReturnedLine[] };

/**
 * The form holds every line, 0 for one not taken back; the body sends the others. So its check is the contracts'
 * date and reason, and at least one line with something to take back.
 */
const ZReturnForm = (nothingChosen: string) =>
  ZCreateCreditNoteBody.pick({ date: true, reason: true }).extend({
    items: z
      .array(z.object({ quantity: z.number().int().min(0) }).loose())
      .refine((lines) => lines.some((line) => line.quantity > 0), nothingChosen),
  });

/**
 * The server names a refused line by its place in the body, which holds only the lines chosen; on the form it is
 * the `sent`-th of them.
 */
function onFormLines(error: unknown, sent: number[]): unknown {
  if (!(error instanceof ApiError)) return error;
  const issues = error.issues.map((issue) => ({
    ...issue,
    path: issue.path.replace(/^items\.(\d+)\./, (_, k: string) => `items.${sent[Number(k)] ?? k}.`),
  }));
  return new ApiError(error.status, error.message, issues);
}

/**
 * Goods going back on a document (a credit note of a bill, a return of a purchase): the date and reason, then each
 * line with how many go back (up to what is left of it) and, where the kind has it, whether they come back into
 * stock. "Take back everything" fills in all that is left.
 */
export function ReturnLinesForm<TBody>({
  lines,
  texts,
  nothingChosen,
  toBody,
  onSubmit,
  ...actions
}: {
  lines: readonly TReturnableLine[];
  /** The kind's words for the columns, the whole-document button and each line's inputs. */
  texts: {
    everything: string;
    held: string;
    backBefore: string;
    quantity: string;
    quantityOf: (name: string) => string;
    restock?: string;
    restockOf?: (name: string) => string;
  };
  /** The contract's sentence when no line has anything chosen. */
  nothingChosen: string;
  toBody: (values: { date: string; reason: string; items: TReturnedLine[] }) => TBody;
} & TDocumentFormActions<TBody>) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const leftOf = (line: TReturnableLine) => line.quantity - line.back;
  const withRestock = lines.some((line) => line.restockable !== undefined);
  const { form, field } = useDocumentForm<TReturnValues>(ZReturnForm(nothingChosen), {
    date: businessToday(),
    reason: '',
    items: lines.map((line) => ({ id: line.id, quantity: 0, restock: false })),
  });
  const lineError = (index: number) => {
    const error: unknown = form.errors[`items.${index}.quantity`];
    return typeof error === 'string' ? translateMessage(t, error) : undefined;
  };
  const linesError = field('items').error;
  const everything = () => {
    form.clearFieldError('items');
    form.setFieldValue(
      'items',
      lines.map((line) => ({
        id: line.id,
        quantity: leftOf(line),
        restock: Boolean(line.restockable) && leftOf(line) > 0,
      })),
    );
  };
  const chosen = (values: TReturnValues) => values.items.filter((line) => line.quantity > 0);
  // How many of a line go back (up to what is left), and whether they come back into stock; `label` shown on a phone.
  const quantityInput = (line: TReturnableLine, index: number, label?: string) => (
    <NumberInput
      label={label}
      aria-label={texts.quantityOf(line.name)}
      min={0}
      max={leftOf(line)}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      disabled={leftOf(line) === 0}
      w={label ? 120 : undefined}
      {...form.getInputProps(`items.${index}.quantity`)}
      onChange={(value) => {
        form.setFieldValue(`items.${index}.quantity`, Number(value) || 0);
        // A line chosen answers "choose at least one line".
        form.clearFieldError('items');
      }}
      error={lineError(index)}
    />
  );
  const restockBox = (line: TReturnableLine, index: number, label?: string) => (
    <Checkbox
      label={label}
      aria-label={texts.restockOf?.(line.name)}
      disabled={!line.restockable || leftOf(line) === 0}
      {...form.getInputProps(`items.${index}.restock`, { type: 'checkbox' })}
    />
  );

  return (
    <DocumentFormShell
      form={form}
      toBody={(values) => toBody({ ...values, items: chosen(values) })}
      onSubmit={({ body, onError }) => {
        const sent = form.getValues().items.flatMap((line, index) => (line.quantity > 0 ? [index] : []));
        onSubmit({ body, onError: (error) => onError(onFormLines(error, sent)) });
      }}
      {...actions}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CalendarDateInput label={t('sale.field.date')} withAsterisk clearable {...field('date')} />
        <Group align="end">
          <Button variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={everything}>
            {texts.everything}
          </Button>
        </Group>
      </SimpleGrid>
      <DocumentTextarea label={t('creditNote.field.reason')} withAsterisk {...field('reason')} />
      {isPhone ? (
        // On a phone each line is a card: its name, what it holds, then how many go back and the stock box.
        <Stack gap="sm" data-testid="return-form-lines">
          {lines.map((line, index) => (
            <Card key={line.id} withBorder radius="md" padding="sm">
              <Stack gap="xs">
                <Text size="sm" fw={600} dir="auto">
                  {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {texts.held}: {line.quantity} · {texts.backBefore}: {line.back}
                </Text>
                <Group align="center" gap="md" wrap="nowrap">
                  {quantityInput(line, index, texts.quantity)}
                  {withRestock && restockBox(line, index, texts.restock)}
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="return-form-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('creditNote.form.line')}</Table.Th>
                <Table.Th ta="end">{texts.held}</Table.Th>
                <Table.Th ta="end">{texts.backBefore}</Table.Th>
                <Table.Th w={120}>{texts.quantity}</Table.Th>
                {withRestock && <Table.Th>{texts.restock}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text size="sm" dir="auto">
                      {line.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">{line.quantity}</Table.Td>
                  <Table.Td ta="end">{line.back}</Table.Td>
                  <Table.Td>{quantityInput(line, index)}</Table.Td>
                  {withRestock && <Table.Td>{restockBox(line, index)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {linesError && (
        <Text size="sm" c="red" role="alert">
          {linesError}
        </Text>
      )}
    </DocumentFormShell>
  );
}
