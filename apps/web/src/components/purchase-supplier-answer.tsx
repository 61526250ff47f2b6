import {
  ENDPOINTS,
  MSG,
  SUPPLIER_INVOICE_MAX_BYTES,
  ZDataResponse,
  ZPurchase,
  type TPurchase,
  type TPurchaseAnswer,
  type TSupplierAnswer,
} from '@amc/contracts';
import { Button, Card, FileButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/translate-message';
import { API_BASE, request } from '../lib/http-client';
import { useSession } from '../lib/session';
import { useApiMutation } from '../lib/use-api-mutation';
import { AcceptDeclineButtons } from './accept-decline-buttons';
import { DateText } from './date-text';
import { DetailField } from './detail-field';
import { OpenPdfButton } from './document-lines/open-pdf-button';
import { PurchaseAnswerModal, supplierWriteRefresh } from './purchase-answer-modal';
import { StatusBadge } from './status-badge';

/*
 * A supplier's part in its purchase orders (issue 27, section 5), shared by the supplier's home and the purchase
 * pages, which features cannot share otherwise: its answer (confirmed with a delivery date, or declined with why)
 * and its own invoice, shown to the office and, with its buttons, to the supplier.
 */

const ZPurchaseResponse = ZDataResponse(ZPurchase);

/** POST /purchase/invoice: the supplier's own invoice (a PDF) for its purchase; a new one replaces the last. */
export function useUploadPurchaseInvoice() {
  return useApiMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const body = new FormData();
      // The id before the file, as the server reads a form.
      body.append('id', String(id));
      body.append('invoice', file);
      return request(ENDPOINTS.purchase.invoice, { method: 'POST', body, schema: ZPurchaseResponse });
    },
    ...supplierWriteRefresh,
  });
}

/** The message a chosen invoice earns before it is sent, or null when it may go (the server reads its bytes). */
export function checkInvoiceFile(file: File): string | null {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return MSG.invoiceNotPdf;
  if (file.size > SUPPLIER_INVOICE_MAX_BYTES) return MSG.fileTooLarge;
  return null;
}

/** The supplier's answer as a badge: awaited (yellow), confirmed (green), declined (red). */
export function SupplierAnswerBadge({ answer }: { answer: TSupplierAnswer }) {
  return <StatusBadge status={answer} scope="supplierAnswer" />;
}

/** Opens the supplier's invoice (an upload under /api/files) in a new tab, fetched with the session's token. */
export function SupplierInvoiceButton({ url, tall = false }: { url: string; tall?: boolean }) {
  const { t } = useTranslation();
  return (
    <OpenPdfButton path={url.slice(API_BASE.length)} variant="subtle" tall={tall}>
      {t('purchase.answer.openInvoice')}
    </OpenPdfButton>
  );
}

/** What the supplier answered and sent: its answer, the day it promises, its words, and its invoice. */
export function SupplierAnswerFacts({ purchase }: { purchase: TPurchase }) {
  const { t } = useTranslation();
  const none = t('purchase.na');
  const declined = purchase.supplier_answer === 'declined';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
      <DetailField label={t('purchase.answer.title')}>
        <Stack gap={4} align="flex-start">
          <SupplierAnswerBadge answer={purchase.supplier_answer} />
          {purchase.supplier_answered_at && (
            <Text size="xs" c="dimmed">
              {t('purchase.answer.answeredOn')} <DateText value={purchase.supplier_answered_at} />
            </Text>
          )}
        </Stack>
      </DetailField>
      <DetailField label={t('purchase.answer.promised')}>
        {purchase.supplier_delivery_date ? <DateText value={purchase.supplier_delivery_date} /> : none}
      </DetailField>
      <DetailField label={t(declined ? 'purchase.answer.reason' : 'purchase.answer.note')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
          {purchase.supplier_note ?? none}
        </Text>
      </DetailField>
      <DetailField label={t('purchase.answer.invoice')}>
        {purchase.supplier_invoice ? (
          <Stack gap={2} align="flex-start">
            <SupplierInvoiceButton url={purchase.supplier_invoice} tall />
            {purchase.supplier_invoice_at && (
              <Text size="xs" c="dimmed">
                {t('purchase.answer.uploadedOn')} <DateText value={purchase.supplier_invoice_at} />
              </Text>
            )}
          </Stack>
        ) : (
          t('purchase.answer.noInvoice')
        )}
      </DetailField>
    </SimpleGrid>
  );
}

/**
 * The supplier's buttons on its own purchase, nothing for anyone else: Confirm and Decline while the order is
 * open and unanswered (or being re-answered), Change answer once answered, and its invoice's upload (a PDF, any
 * time). 44 px targets; `grow` shares a card's width between Confirm and Decline on the home screen.
 */
export function PurchaseSupplierActions({ purchase, grow = false }: { purchase: TPurchase; grow?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const upload = useUploadPurchaseInvoice();
  const [asking, setAsking] = useState<TPurchaseAnswer | null>(null);
  // "Change answer" reopens the choice for the answer it was pressed on; a new answer closes it again.
  const [changing, setChanging] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
  if (user?.role_name !== 'supplier' || user.id !== purchase.supplier.id) return null;

  const open = purchase.status === 'ordered';
  const uploadLabel = t(
    purchase.supplier_invoice ? 'purchase.answer.replaceInvoice' : 'purchase.answer.uploadInvoice',
  );
  const choosing =
    open && (purchase.supplier_answer === 'pending' || changing === purchase.supplier_answered_at);
  const send = (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    const refused = checkInvoiceFile(file);
    setProblem(refused);
    if (!refused) upload.mutate({ id: purchase.id, file });
  };

  return (
    <Stack gap="xs">
      {choosing && (
        <AcceptDeclineButtons
          acceptLabel={t('purchase.answer.confirm')}
          declineLabel={t('purchase.answer.decline')}
          onAccept={() => setAsking('confirmed')}
          onDecline={() => setAsking('declined')}
          sending={null}
          grow={grow}
          wrap
        />
      )}
      {/* Each at its own width, falling to the next row on a phone: a shared width would cut a long label. */}
      <Group gap="sm" wrap="wrap">
        {open && !choosing && (
          <Button
            variant="light"
            mih={44}
            leftSection={<IconPencil size={18} />}
            onClick={() => setChanging(purchase.supplier_answered_at)}
          >
            {t('purchase.answer.change')}
          </Button>
        )}
        <FileButton
          onChange={send}
          accept="application/pdf,.pdf"
          resetRef={resetFile}
          inputProps={{ 'aria-label': uploadLabel }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              mih={44}
              leftSection={<IconUpload size={18} />}
              loading={upload.isPending}
            >
              {uploadLabel}
            </Button>
          )}
        </FileButton>
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {translateMessage(t, problem)}
        </Text>
      )}
      <PurchaseAnswerModal purchase={purchase} answer={asking} onClose={() => setAsking(null)} />
    </Stack>
  );
}

/** The purchase page's card of the supplier's answer and invoice, with the supplier's own buttons under them. */
export function SupplierAnswerCard({ purchase }: { purchase: TPurchase }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="purchase-supplier-answer">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('purchase.answer.title')}
        </Title>
        <SupplierAnswerFacts purchase={purchase} />
        <PurchaseSupplierActions purchase={purchase} />
      </Stack>
    </Card>
  );
}
