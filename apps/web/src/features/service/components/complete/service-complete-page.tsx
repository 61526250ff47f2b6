import { HOME_PAGE, MSG, SERVICE_PHOTO_LIMIT, pagePath } from '@amc/contracts';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconClockPause } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ContactLinks } from '../../../../components/contact-links';
import { DateText } from '../../../../components/date-text';
import { OutboxStateAlert } from '../../../../components/outbox-state';
import { PhotoPicker } from '../../../../components/photo-picker';
import { translateMessage } from '../../../../i18n/translate-message';
import { businessToday } from '../../../../lib/business-today';
import {
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
  type TCompletionDraft,
} from '../../../../lib/offline/completion-draft';
import { isCompletion, queueCompletion } from '../../../../lib/offline/outbox';
import { useOutbox, useSendOutbox } from '../../../../lib/offline/use-outbox';
import { useSession } from '../../../../lib/session';
import { checkCompletion, completionFields, nowLocal, type TCompletionErrors } from './completion-values';
import { PartsEditor } from './parts-editor';
import { SignatureField } from './signature-field';
import { useVisitStock } from './use-visit-stock';
import { useVisitSummary, type TVisitSummary } from './visit-summary';

function VisitHeader({ visit, id }: { visit: TVisitSummary | null; id: number }) {
  const { t } = useTranslation();
  if (!visit)
    return (
      <Title order={2}>
        {t('service.completePage.submit')} <bdi>#{id}</bdi>
      </Title>
    );
  return (
    <Stack gap={4}>
      <Title order={2} style={{ overflowWrap: 'anywhere' }}>
        {visit.title}
      </Title>
      <Text c="dimmed" size="sm">
        <bdi>{visit.service_no}</bdi> · <DateText value={visit.date} />
        {visit.customer && <> · {visit.customer.full_name}</>}
      </Text>
      {visit.customer && <ContactLinks customer={visit.customer} showNoAddress={false} />}
    </Stack>
  );
}

function TimeField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        type="datetime-local"
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
      />
      {/* "Now", named with its field ("Arrival: Now"): a short button leaves the time room on a 360-px phone. */}
      <Button
        mih={44}
        variant="light"
        onClick={() => onChange(nowLocal())}
        aria-label={`${label}: ${t('service.completePage.now')}`}
      >
        {t('service.completePage.now')}
      </Button>
    </Group>
  );
}

/** The visit's free texts, in the order a technician writes them, each with the lines it starts with. */
const TEXT_FIELDS = [
  { name: 'work_done', label: 'service.completePage.workDone', rows: 3 },
  { name: 'findings', label: 'service.completePage.findings', rows: 2 },
  { name: 'remark', label: 'service.completePage.remark', rows: 2 },
] as const;

/** The form, once the draft has been read from the device. */
export function CompletionForm({
  userId,
  serviceId,
  serviceNo,
  initial,
  locked,
}: {
  userId: number;
  serviceId: number;
  serviceNo: string;
  initial: TCompletionDraft;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const send = useSendOutbox();
  const stock = useVisitStock(serviceId);
  const [draft, setDraft] = useState<TCompletionDraft>(initial);
  const [errors, setErrors] = useState<TCompletionErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const touched = useRef(false);

  // Every change is on the device within a moment: a reload, a lost signal or a new sign-in finds it.
  useEffect(() => {
    if (!touched.current) return;
    const timer = window.setTimeout(
      () => void saveDraft(userId, serviceId, draft).catch(() => undefined),
      250,
    );
    return () => window.clearTimeout(timer);
  }, [draft, serviceId, userId]);

  const change = (patch: Partial<TCompletionDraft>) => {
    touched.current = true;
    setDraft((current) => ({ ...current, ...patch }));
  };
  const message = (sentence: string | undefined) => (sentence ? translateMessage(t, sentence) : undefined);

  const submit = async () => {
    const fields = completionFields(serviceId, businessToday(), draft);
    const found = checkCompletion(fields, !!draft.signature, MSG.signatureNeedsName);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await saveDraft(userId, serviceId, draft);
      await queueCompletion({
        userId,
        serviceId,
        serviceNo,
        fields,
        photos: draft.photos,
        signature: draft.signature,
      });
      await send();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Text fw={600}>{t('service.completePage.times')}</Text>
              {/* Set out, arrived, finished: the timesheet's travel and time on site (issue 28). */}
              <TimeField
                label={t('service.completePage.travelStart')}
                value={draft.travel_started_at}
                onChange={(travel_started_at) => change({ travel_started_at })}
                error={message(errors.travel_started_at)}
              />
              <TimeField
                label={t('service.completePage.arrival')}
                value={draft.started_at}
                onChange={(started_at) => change({ started_at })}
                error={message(errors.started_at)}
              />
              <TimeField
                label={t('service.completePage.finish')}
                value={draft.finished_at}
                onChange={(finished_at) => change({ finished_at })}
                error={message(errors.finished_at)}
              />
            </Stack>
          </Paper>
          {TEXT_FIELDS.map(({ name, label, rows }) => (
            <Textarea
              key={name}
              label={t(label)}
              autosize
              minRows={rows}
              maxRows={rows * 3}
              dir="auto"
              value={draft[name]}
              onChange={(event) => change({ [name]: event.currentTarget.value })}
            />
          ))}
          <PartsEditor
            value={draft.parts}
            onChange={(parts) => change({ parts })}
            error={message(errors.parts)}
            stock={stock.data}
          />
          <PhotoPicker
            value={draft.photos}
            onChange={(photos) => change({ photos })}
            limit={SERVICE_PHOTO_LIMIT}
            texts={{
              label: t('service.completePage.photos'),
              hint: t('service.completePage.photosHint', { max: SERVICE_PHOTO_LIMIT }),
              takePhoto: t('service.completePage.takePhoto'),
              choosePhoto: t('service.completePage.choosePhoto'),
              noPhotos: t('service.completePage.noPhotos'),
              photoN: (n) => t('service.completePage.photoN', { n }),
              removePhoto: (n) => t('service.completePage.removePhoto', { n }),
              unreadable: t('service.completePage.photoUnreadable'),
              tooMany: t('service.completePage.photoLimit', { max: SERVICE_PHOTO_LIMIT }),
            }}
          />
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <SignatureField
                value={draft.signature}
                onChange={(signature) =>
                  change({ signature, signed_at: signature ? new Date().toISOString() : '' })
                }
              />
              <TextInput
                label={t('service.completePage.signedBy')}
                required={!!draft.signature}
                dir="auto"
                value={draft.signed_by}
                onChange={(event) => change({ signed_by: event.currentTarget.value })}
                error={message(errors.signed_by)}
              />
            </Stack>
          </Paper>
          {errors.form && (
            <Alert color="red" variant="light">
              {message(errors.form)}
            </Alert>
          )}
          <Button
            type="submit"
            color="teal"
            size="md"
            mih={48}
            fullWidth
            loading={submitting}
            leftSection={<IconCircleCheck size={20} />}
          >
            {t('service.completePage.submit')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}

/**
 * /service/complete/:id: the technician completes a visit on site, with its proof (time, work, findings, parts,
 * photos, the customer's signature). What is typed is kept on the device; the completion goes through the
 * device's outbox, so it is sent once the signal allows, and never twice.
 */
export function ServiceCompletePage() {
  const { t } = useTranslation();
  const serviceId = Number(useParams().id);
  const { user } = useSession();
  const userId = user?.id;
  const visit = useVisitSummary(serviceId);
  const record = useOutbox()
    .filter(isCompletion)
    .find((row) => row.serviceId === serviceId);
  const [initial, setInitial] = useState<TCompletionDraft | null>(null);
  // Once sent, the page says so for good, even after the outbox forgets the record.
  const [sent, setSent] = useState(false);
  if (record?.state === 'sent' && !sent) setSent(true);

  useEffect(() => {
    if (userId === undefined || !Number.isInteger(serviceId)) return;
    let live = true;
    loadDraft(userId, serviceId)
      .then((draft) => live && setInitial({ ...EMPTY_DRAFT, ...draft }))
      .catch(() => live && setInitial(EMPTY_DRAFT));
    return () => {
      live = false;
    };
  }, [serviceId, userId]);

  const locked = record?.state === 'waiting' || record?.state === 'sending' || record?.state === 'sent';

  return (
    <Stack gap="md" maw={720} w="100%">
      <VisitHeader visit={visit} id={serviceId} />
      {record ? (
        <OutboxStateAlert record={record} />
      ) : (
        sent && <OutboxStateAlert record={{ state: 'sent' }} />
      )}
      {sent ? (
        <Button component={Link} to={pagePath(HOME_PAGE)} mih={44} variant="light">
          {t('service.completePage.backToWork')}
        </Button>
      ) : userId === undefined || initial === null ? (
        <Loader aria-label={t('service.completePage.submit')} />
      ) : (
        <CompletionForm
          key={`${userId}:${serviceId}`}
          userId={userId}
          serviceId={serviceId}
          serviceNo={visit?.service_no ?? `#${serviceId}`}
          initial={initial}
          locked={locked}
        />
      )}
      {locked && record?.state !== 'sent' && (
        <Text size="sm" c="dimmed">
          <IconClockPause size={14} aria-hidden /> {t('service.completePage.lockedHint')}
        </Text>
      )}
    </Stack>
  );
}
