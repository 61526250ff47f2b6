import {
  ENDPOINTS,
  isQuotationAnswerable,
  type TAnswerQuotationBody,
  type TQuotation,
  ZDataResponse,
  ZQuotation,
} from '@amc/contracts';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { request } from '../lib/http-client';
import { AcceptDeclineButtons } from './accept-decline-buttons';
import { useSession } from '../lib/session';
import { useApiMutation } from '../lib/use-api-mutation';

const ZQuotationResponse = ZDataResponse(ZQuotation);

/**
 * POST /quotation/answer: the customer accepts or declines its own open quotation, once. Shared by the quotation
 * pages and the customer's home, which both show the same buttons; the quotation views are refetched after it.
 */
export function useAnswerQuotation() {
  return useApiMutation({
    mutationFn: (body: TAnswerQuotationBody) =>
      request(ENDPOINTS.quotation.answer, { method: 'POST', body, schema: ZQuotationResponse }),
    invalidates: [ENDPOINTS.quotation.list],
    onSuccess: (_answer, _body, queryClient) =>
      void queryClient.invalidateQueries({ queryKey: ['quotation', 'view'] }),
  });
}

/**
 * Accept and Decline for the quotation's customer while it is open; nothing for anyone else (the office converts
 * or closes it instead). Both ask first: an answer cannot be taken back. Touch-sized (44 px) for phones.
 */
export function QuotationAnswerButtons({
  quotation,
  fullWidth = false,
}: {
  quotation: TQuotation;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const answer = useAnswerQuotation();
  if (user?.role_name !== 'customer' || !isQuotationAnswerable(quotation)) return null;

  const ask = (value: TAnswerQuotationBody['answer']) =>
    modals.openConfirmModal({
      title: t(value === 'accept' ? 'portal.quotation.acceptTitle' : 'portal.quotation.declineTitle', {
        number: quotation.quotation_no,
      }),
      children: t(value === 'accept' ? 'portal.quotation.acceptText' : 'portal.quotation.declineText'),
      centered: true,
      labels: {
        confirm: t(value === 'accept' ? 'portal.quotation.accept' : 'portal.quotation.decline'),
        cancel: t('portal.cancel'),
      },
      confirmProps: { color: value === 'accept' ? 'green' : 'red' },
      onConfirm: () => answer.mutate({ id: quotation.id, answer: value }),
    });

  return (
    <AcceptDeclineButtons
      acceptLabel={t('portal.quotation.accept')}
      declineLabel={t('portal.quotation.decline')}
      onAccept={() => ask('accept')}
      onDecline={() => ask('decline')}
      sending={answer.isPending ? (answer.variables?.answer ?? null) : null}
      grow={fullWidth}
    />
  );
}
