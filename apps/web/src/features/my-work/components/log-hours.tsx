import { MSG, ZTaskHoursBody, weekStart, type TMyWorkTask } from '@amc/contracts';
import { Button, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormModal } from '../../../components/form-modal';
import { OutboxBadge } from '../../../components/outbox-state';
import { translateMessage } from '../../../i18n/translate-message';
import { businessToday } from '../../../lib/business-today';
import { isHours, queueHours } from '../../../lib/offline/outbox';
import { useOutbox, useSendOutbox } from '../../../lib/offline/use-outbox';
import { useSession } from '../../../lib/session';
import { useMyTimesheet } from '../api/use-my-timesheet';

type TErrors = Partial<Record<'day' | 'minutes' | 'note', string>>;

/**
 * The hours of one day on a task, set (not added): the day's value already logged is filled in, and what is
 * sent replaces it. Queued in the phone's outbox like a completion, so it is kept without signal and sent once.
 */
function LogHoursForm({ task, onDone }: { task: TMyWorkTask; onDone: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const send = useSendOutbox();
  const today = businessToday();
  const [day, setDay] = useState(today);
  const [hours, setHours] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const typed = useRef(false);
  const week = useMyTimesheet(weekStart(day || today));

  // The day's hours already logged on this task, until the technician types its own.
  const logged = week.data?.task_hours.find((row) => row.task.id === task.id && row.day === day);
  useEffect(() => {
    if (typed.current) return;
    setHours(logged ? Math.round((logged.minutes / 60) * 100) / 100 : '');
    setNote(logged?.note ?? '');
  }, [logged]);

  const submit = async () => {
    const minutes = typeof hours === 'number' ? Math.round(hours * 60) : Number.NaN;
    const parsed = ZTaskHoursBody.safeParse({ task_id: task.id, day, minutes, note });
    const found: TErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof TErrors;
        found[key === 'day' || key === 'note' ? key : 'minutes'] ??= translateMessage(t, issue.message);
      }
    if (!found.day && day > today) found.day = translateMessage(t, MSG.hoursNotInFuture);
    setErrors(found);
    if (Object.keys(found).length > 0 || !user) return;
    setSubmitting(true);
    try {
      await queueHours({ userId: user.id, taskId: task.id, day, minutes, note });
      onDone();
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
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {task.name}
        </Text>
        <TextInput
          type="date"
          label={t('myWork.hours.day')}
          value={day}
          max={today}
          required
          onChange={(event) => {
            typed.current = false;
            setDay(event.currentTarget.value);
          }}
          error={errors.day}
        />
        <NumberInput
          label={t('myWork.hours.hours')}
          description={t('myWork.hours.hoursHint')}
          value={hours}
          min={0}
          max={24}
          step={0.5}
          decimalScale={2}
          allowNegative={false}
          required
          data-autofocus
          onChange={(value) => {
            typed.current = true;
            setHours(value);
          }}
          error={errors.minutes}
        />
        <Textarea
          label={t('myWork.hours.note')}
          autosize
          minRows={2}
          maxRows={5}
          dir="auto"
          value={note}
          onChange={(event) => {
            typed.current = true;
            setNote(event.currentTarget.value);
          }}
          error={errors.note}
        />
        <FormActions submitLabel={t('myWork.hours.save')} submitting={submitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** A task card's "Log hours", with the state of its hours still on this phone (waiting, sent, refused). */
export function LogHours({ task }: { task: TMyWorkTask }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const queued = useOutbox()
    .filter(isHours)
    .filter((record) => record.taskId === task.id);
  return (
    <>
      {queued.map((record) => (
        <OutboxBadge key={record.id} record={record} />
      ))}
      <Button
        mih={44}
        variant="light"
        leftSection={<IconClockPlus size={18} />}
        onClick={() => setOpened(true)}
        data-testid="log-hours-open"
      >
        {t('myWork.hours.log')}
      </Button>
      <FormModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('myWork.hours.title')}
        testId="log-hours"
      >
        {opened && <LogHoursForm task={task} onDone={() => setOpened(false)} />}
      </FormModal>
    </>
  );
}
