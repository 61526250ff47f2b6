import type { TSale } from '@amc/contracts';
import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCash, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { useRight } from '../../../lib/use-right';
import { useAddSalePayment } from '../api/use-add-sale-payment';
import { useDeleteSalePayment } from '../api/use-delete-sale-payment';
import { SalePaymentForm, type TPaymentFormSubmit } from './sale-payment-form';
import { FormModal } from '../../../components/form-modal';

/**
 * The sale's payments with what was paid and what is still due; adding and deleting payments need sell_payment.
 * The payment status (Unpaid, Partial paid, Paid) follows from the server's answer.
 */
export function SalePaymentsCard({ sale }: { sale: TSale }) {
  const { t } = useTranslation();
  const canPay = useRight('sell_payment');
  const add = useAddSalePayment();
  const remove = useDeleteSalePayment();
  const [adding, setAdding] = useState(false);
  const due = Number(sale.due_total) > 0;

  const submit = ({ body, onError }: TPaymentFormSubmit) =>
    add.mutate(body, { onSuccess: () => setAdding(false), onError });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('sale.payment.title')}
          </Title>
          {canPay && due && (
            <Button leftSection={<IconCash size={16} />} onClick={() => setAdding(true)}>
              {t('sale.payment.add')}
            </Button>
          )}
        </Group>
        <Group gap="xl">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('sale.field.paid')}
            </Text>
            <Text size="sm" fw={600} component="span" data-testid="sale-paid">
              <MoneyText amount={sale.paid_total} />
            </Text>
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('sale.field.due')}
            </Text>
            <Text size="sm" fw={600} component="span" data-testid="sale-due">
              <MoneyText amount={sale.due_total} />
            </Text>
          </Group>
        </Group>
        {sale.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sale.payment.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing="xs" data-testid="sale-payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sale.payment.date')}</Table.Th>
                  <Table.Th>{t('sale.payment.method')}</Table.Th>
                  <Table.Th>{t('sale.payment.note')}</Table.Th>
                  <Table.Th ta="end">{t('sale.payment.amount')}</Table.Th>
                  {canPay && <Table.Th w={48} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sale.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>
                      <DateText value={payment.date} />
                    </Table.Td>
                    <Table.Td>
                      {t(`sale.method.${payment.method}`, { defaultValue: payment.method })}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" dir="auto" lineClamp={2}>
                        {payment.note ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end">
                      <MoneyText amount={payment.amount} />
                    </Table.Td>
                    {canPay && (
                      <Table.Td>
                        <Tooltip label={t('sale.payment.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('sale.payment.delete')}
                            onClick={() =>
                              openConfirm({
                                title: CONFIRM_TITLE,
                                confirmLabel: 'Yes, Delete it',
                                onConfirm: () => remove.mutate({ id: payment.id }),
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
      <FormModal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('sale.payment.add')}
        size="lg"
        submitting={add.isPending}
      >
        <SalePaymentForm
          sale={sale}
          submitting={add.isPending}
          onSubmit={submit}
          onCancel={() => setAdding(false)}
        />
      </FormModal>
    </Card>
  );
}
