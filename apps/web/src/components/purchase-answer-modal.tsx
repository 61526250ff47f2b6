import {
  ENDPOINTS,
  MSG,
  SUPPLIER_NOTE_MAX,
  ZAnswerPurchaseBody,
  ZDataResponse,
  ZPurchase,
  type TAnswerPurchaseBody,
  type TPurchase,
  type TPurchaseAnswer,
} from '@amc/contracts';
import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { QueryClient } from '@tanstack/react-query';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../lib/http-client';
import { applyServerIssues, useFieldProps } from '../lib/form-errors';
import { useApiMutation } from '../lib/use-api-mutation';
import { CalendarDateInput } from './calendar-date-input';
import { FormActions } from './form-actions';
import { FormModal } from './form-modal';

const ZPurchaseResponse = ZDataResponse(ZPurchase);

/**
 * After a supplier's write (its answer, its invoice) the purchase lists and the purchase's views are read again:
 * the supplier's home and the purchase pages show the same purchase.
 */
export const supplierWriteRefresh = {
  invalidates: [ENDPOINTS.purchase.list],
  onSuccess: (_answer: unknown, _sent: unknown, queryClient: QueryClient) =>
    void queryClient.invalidateQueries({ queryKey: ['purchase', 'view'] }),
} as const;

/** POST /purchase/answer: the supplier confirms (with a delivery date) or declines its own ordered purchase. */
export function useAnswerPurchase() {
  return useApiMutation({
    mutationFn: (body: TAnswerPurchaseBody) =>
      request(ENDPOINTS.purchase.answer, { method: 'POST', body, schema: ZPurchaseResponse }),
    ...supplierWriteRefresh,
  });
}

type TAnswerFormValues = { delivery_date: string; note: string };

/**
 * The contract's checks on the form, plus the day the purchase was ordered (the server checks it too): each field
 * gets the first message about it.
 */
function checkAnswer(purchase: TPurchase, answer: TPurchaseAnswer, values: TAnswerFormValues) {
  const parsed = ZAnswerPurchaseBody.safeParse({ id: purchase.id, answer, ...values });
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  if (answer === 'confirmed' && values.delivery_date && values.delivery_date < purchase.date)
    errors.delivery_date ??= MSG.deliveryBeforePurchase;
  return errors;
}

/** The form of one answer: a delivery date (and an optional note) to confirm, a reason to decline. */
export function PurchaseAnswerForm({
  purchase,
  answer,
  send,
  onDone,
}: {
  purchase: TPurchase;
  answer: TPurchaseAnswer;
  send: ReturnType<typeof useAnswerPurchase>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const confirming = answer === 'confirmed';
  // Changing an answer starts from the last one of the same kind.
  const same = purchase.supplier_answer === answer;
  const form = useForm<TAnswerFormValues>({
    initialValues: {
      delivery_date: confirming ? (purchase.supplier_delivery_date ?? '') : '',
      note: same ? (purchase.supplier_note ?? '') : '',
    },
    validate: (values) => checkAnswer(purchase, answer, values),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  const submit = (values: TAnswerFormValues) =>
    send.mutate(ZAnswerPurchaseBody.parse({ id: purchase.id, answer, ...values }), {
      onSuccess: onDone,
      onError: (error) => {
        applyServerIssues(form, error);
        // Delivered meanwhile: the error toast says so, and the purchase is read again.
        if (error instanceof ApiError && error.status === 409) onDone();
      },
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(confirming ? 'purchase.answer.confirmText' : 'purchase.answer.declineText')}</Text>
        {confirming && (
          <CalendarDateInput
            label={t('purchase.answer.deliveryDate')}
            withAsterisk
            clearable
            data-autofocus
            getDayProps={(day) => ({ disabled: day < purchase.date })}
            {...field('delivery_date')}
          />
        )}
        <Textarea
          label={t(confirming ? 'purchase.answer.noteField' : 'purchase.answer.reasonField')}
          withAsterisk={!confirming}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={SUPPLIER_NOTE_MAX}
          dir="auto"
          data-autofocus={confirming ? undefined : true}
          {...field('note')}
        />
        <FormActions
          submitLabel={t(confirming ? 'purchase.answer.submitConfirm' : 'purchase.answer.submitDecline')}
          submitting={send.isPending}
          onCancel={onDone}
          submitColor={confirming ? 'green' : 'red'}
          submitIcon={confirming ? <IconCheck size={18} /> : <IconX size={18} />}
        />
      </Stack>
    </form>
  );
}

/** The supplier's answer in a dialog: `answer` is the one being given, null while the dialog is closed. */
export function PurchaseAnswerModal({
  purchase,
  answer,
  onClose,
}: {
  purchase: TPurchase;
  answer: TPurchaseAnswer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const send = useAnswerPurchase();
  return (
    <FormModal
      opened={answer !== null}
      onClose={onClose}
      submitting={send.isPending}
      title={t(answer === 'declined' ? 'purchase.answer.declineTitle' : 'purchase.answer.confirmTitle', {
        number: purchase.purchase_no,
      })}
      testId="purchase-answer-modal"
    >
      {answer && (
        <PurchaseAnswerForm key={answer} purchase={purchase} answer={answer} send={send} onDone={onClose} />
      )}
    </FormModal>
  );
}
