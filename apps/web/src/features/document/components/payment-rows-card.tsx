import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCash, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { DateText } from '../../../components/date-text';
import { FormModal } from '../../../components/form-modal';
import { MoneyText } from '../../../components/money-text';

/** One recorded payment or refund as its card lists it. */
export type TPaymentRow = {
  id: number;
  date: string;
  method: string;
  /** What the method names besides (the credit note a payment by credit used). */
  detail?: ReactNode;
  note: string | null;
  amount: string;
  /** What the row offers besides its delete (a payment's receipt). */
  action?: ReactNode;
};

/**
 * Money recorded on a document, the same for a bill's payments and a credit note's refunds: its sums (`figures`),
 * the rows with their delete, and the add button opening `renderForm` in a modal, each with the right to record.
 */
export function PaymentRowsCard({
  texts,
  figures,
  rows,
  canAdd,
  canDelete,
  adding: pending,
  onDelete,
  renderForm,
  testId,
}: {
  texts: { title: string; add: string; delete: string; none: string };
  figures: { label: string; amount: string; testId?: string }[];
  rows: readonly TPaymentRow[];
  /** The right to record, and something left to record (money due, credit left). */
  canAdd: boolean;
  /** The right to record, while the rows may still change (a bill with credit notes keeps its payments). */
  canDelete: boolean;
  adding: boolean;
  onDelete: (id: number) => void;
  renderForm: (close: () => void) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const close = () => setAdding(false);
  const withActions = rows.some((row) => row.action);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {texts.title}
          </Title>
          {canAdd && (
            <Button leftSection={<IconCash size={16} />} onClick={() => setAdding(true)}>
              {texts.add}
            </Button>
          )}
        </Group>
        <Group gap="xl">
          {figures.map((figure) => (
            <Group gap="xs" key={figure.label}>
              <Text size="sm" c="dimmed">
                {figure.label}
              </Text>
              <Text size="sm" fw={600} component="span" data-testid={figure.testId}>
                <MoneyText amount={figure.amount} />
              </Text>
            </Group>
          ))}
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.none}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing="xs" data-testid={testId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sale.payment.date')}</Table.Th>
                  <Table.Th>{t('sale.payment.method')}</Table.Th>
                  <Table.Th>{t('sale.payment.note')}</Table.Th>
                  <Table.Th ta="end">{t('sale.payment.amount')}</Table.Th>
                  {withActions && <Table.Th />}
                  {canDelete && <Table.Th w={48} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <DateText value={row.date} />
                    </Table.Td>
                    <Table.Td>
                      {t(`sale.method.${row.method}`, { defaultValue: row.method })} {row.detail}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" dir="auto" lineClamp={2}>
                        {row.note ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end">
                      <MoneyText amount={row.amount} />
                    </Table.Td>
                    {withActions && <Table.Td ta="end">{row.action}</Table.Td>}
                    {canDelete && (
                      <Table.Td>
                        <Tooltip label={texts.delete}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={texts.delete}
                            onClick={() =>
                              openConfirm({
                                title: CONFIRM_TITLE,
                                confirmLabel: 'Yes, Delete it',
                                onConfirm: () => onDelete(row.id),
                              })
                            }
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <FormModal opened={adding} onClose={close} title={texts.add} size="lg" submitting={pending}>
        {renderForm(close)}
      </FormModal>
    </Card>
  );
}
