import {
  COMPLAINT_PRIORITIES,
  targetOf,
  ZStoreServiceLevelBody,
  type TComplaintPriority,
  type TServiceLevel,
  type TStoreServiceLevelInput,
} from '@amc/contracts';
import {
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { FormActions } from '../../../components/form-actions';
import { FormModal } from '../../../components/form-modal';
import { RowActionButton } from '../../../components/row-action-button';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { numberLocale } from '../../../lib/number-locale';
import {
  useDeleteServiceLevel,
  useServiceLevels,
  useStoreServiceLevel,
  useUpdateServiceLevel,
} from '../api/use-service-levels';

/** One priority's promise as typed: hours with at most 2 decimals ("1.5" is 90 minutes). */
type TTargetValues = { priority: TComplaintPriority; respond_hours: string; resolve_hours: string };
type TLevelValues = {
  name: string;
  priority: TComplaintPriority;
  is_default: boolean;
  targets: TTargetValues[];
};

const HOURS_TEXT = /^\d+(?:[.,]\d{1,2})?$/;

/** Typed hours as whole minutes; NaN (refused by the contract) when not hours with at most 2 decimals. */
function hoursToMinutes(hours: string): number {
  const text = hours.trim();
  return HOURS_TEXT.test(text) ? Math.round(Number(text.replace(',', '.')) * 60) : Number.NaN;
}

/** Stored minutes as hours with at most 2 decimals; back through hoursToMinutes they are the same minutes. */
const minutesToHours = (minutes: number | undefined) =>
  minutes === undefined ? '' : String(Math.round((minutes / 60) * 100) / 100);

/** A level (or, for a new one, the default level's promises as a start) as the form's values. */
function toFormValues(level: TServiceLevel | null, template: TServiceLevel | undefined): TLevelValues {
  const source = level ?? template;
  return {
    name: level?.name ?? '',
    priority: level?.priority ?? 'normal',
    is_default: level?.is_default ?? false,
    targets: COMPLAINT_PRIORITIES.map((priority) => {
      const target = source ? targetOf(source, priority) : undefined;
      return {
        priority,
        respond_hours: minutesToHours(target?.respond_minutes),
        resolve_hours: minutesToHours(target?.resolve_minutes),
      };
    }),
  };
}

const toBody = (values: TLevelValues): TStoreServiceLevelInput => ({
  name: values.name,
  priority: values.priority,
  is_default: values.is_default,
  targets: values.targets.map((target) => ({
    priority: target.priority,
    respond_minutes: hoursToMinutes(target.respond_hours),
    resolve_minutes: hoursToMinutes(target.resolve_hours),
  })),
});

/** The field of the form a contract's issue path names: the minutes are typed as hours. */
const fieldPath = (path: string) => path.replace(/_minutes$/, '_hours');

/** The contract's own checks (the server's), on the body the form would send; each issue on the field typed. */
function validateLevel(values: TLevelValues): Record<string, string> {
  const parsed = ZStoreServiceLevelBody.safeParse(toBody(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = fieldPath(issue.path.join('.'));
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The server's issues on the form: the name's 409 through applyServerIssues, a promise's on its hours. */
function showServerIssues(form: UseFormReturnType<TLevelValues>, error: unknown) {
  applyServerIssues(form, error);
  if (!(error instanceof ApiError)) return;
  for (const issue of error.issues) {
    if (/^targets\.\d+\.(respond|resolve)_minutes$/.test(issue.path))
      form.setFieldError(fieldPath(issue.path), issue.message);
  }
}

/** The four priorities' promises: a row each of its name, the hours to respond and the hours to resolve. */
function TargetsInput({ form }: { form: UseFormReturnType<TLevelValues> }) {
  const { t } = useTranslation();
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' && error ? translateMessage(t, error) : undefined;
  };
  const hoursProps = (index: number, which: 'respond_hours' | 'resolve_hours') => ({
    ...form.getInputProps(`targets.${index}.${which}`),
    error: errorOf(`targets.${index}.${which}`),
    inputMode: 'decimal' as const,
    dir: 'ltr',
  });
  return (
    <Input.Wrapper
      label={t('settings.serviceLevels.targets')}
      description={t('settings.serviceLevels.targetsHint')}
      error={errorOf('targets')}
    >
      <Stack gap={6} mt="xs">
        {/* The columns' titles; each input is named on its own (priority and which time). */}
        <Grid gap="xs" aria-hidden>
          <Grid.Col span={{ base: 12, xs: 4 }} visibleFrom="xs">
            <Text size="sm" fw={500}>
              {t('settings.serviceLevels.priorityColumn')}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 4 }}>
            <Text size="sm" fw={500}>
              {t('settings.serviceLevels.respondColumn')}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 4 }}>
            <Text size="sm" fw={500}>
              {t('settings.serviceLevels.resolveColumn')}
            </Text>
          </Grid.Col>
        </Grid>
        {form.getValues().targets.map((target, index) => {
          const priority = t(`settings.serviceLevels.priority.${target.priority}`);
          return (
            <Grid key={target.priority} gap="xs" align="flex-start">
              {/* On a phone the priority is a line of its own above its two times. */}
              <Grid.Col span={{ base: 12, xs: 4 }}>
                <Text size="sm" pt={{ base: 0, xs: 8 }}>
                  {priority}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 6, xs: 4 }}>
                <TextInput
                  aria-label={t('settings.serviceLevels.respondFor', { priority })}
                  {...hoursProps(index, 'respond_hours')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, xs: 4 }}>
                <TextInput
                  aria-label={t('settings.serviceLevels.resolveFor', { priority })}
                  {...hoursProps(index, 'resolve_hours')}
                />
              </Grid.Col>
            </Grid>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}

/**
 * Add (level null) or edit a level. Inside the settings form, so no form element of its own (a submit would bubble
 * to the settings' form through the portal): the Save button and Enter in the name send it.
 */
function ServiceLevelForm({
  level,
  template,
  onDone,
}: {
  level: TServiceLevel | null;
  template: TServiceLevel | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const store = useStoreServiceLevel();
  const update = useUpdateServiceLevel();
  const sending = store.isPending || update.isPending;
  const form = useForm<TLevelValues>({
    initialValues: toFormValues(level, template),
    validate: validateLevel,
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  const save = (values: TLevelValues) => {
    const body = ZStoreServiceLevelBody.parse(toBody(values));
    const handlers = { onSuccess: onDone, onError: (error: unknown) => showServerIssues(form, error) };
    if (level) update.mutate({ ...body, id: level.id }, handlers);
    else store.mutate(body, handlers);
  };
  const submit = () => form.onSubmit(save)();

  return (
    <Stack gap="md">
      <TextInput
        label={t('settings.serviceLevels.name')}
        withAsterisk
        dir="auto"
        data-autofocus
        {...field('name')}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          submit();
        }}
      />
      <Select
        label={t('settings.serviceLevels.contractsPriorityLabel')}
        description={t('settings.serviceLevels.contractsPriorityHint')}
        allowDeselect={false}
        data={COMPLAINT_PRIORITIES.map((priority) => ({
          value: priority,
          label: t(`settings.serviceLevels.priority.${priority}`),
        }))}
        {...field('priority')}
      />
      {/* The default stays one: the default level stops being it only by another becoming it. */}
      <Checkbox
        label={t('settings.serviceLevels.isDefault')}
        description={t('settings.serviceLevels.isDefaultHint')}
        disabled={level?.is_default}
        {...field('is_default', { type: 'checkbox' })}
      />
      <TargetsInput form={form} />
      <FormActions
        submitLabel={t('settings.serviceLevels.save')}
        submitting={sending}
        onCancel={onDone}
        onSubmit={submit}
      />
    </Stack>
  );
}

/** A level in the list: its name and marks, then each priority's two promises (two to a line on a phone). */
function ServiceLevelCard({
  level,
  onEdit,
  onDelete,
}: {
  level: TServiceLevel;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const hours = new Intl.NumberFormat(numberLocale(), {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'narrow',
    maximumFractionDigits: 2,
  });
  // A number and its unit never part at a line's end ("16 h" in Arabic wraps at its space otherwise).
  const time = (minutes: number | undefined) =>
    minutes === undefined ? '–' : hours.format(minutes / 60).replace(/\s/g, '\u00a0');
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={level.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{level.name}</bdi>
          </Text>
          {level.is_default && (
            <Badge variant="light" style={{ minWidth: 'max-content' }}>
              {t('settings.serviceLevels.default')}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {t('settings.serviceLevels.contractsPriority', {
              priority: t(`settings.serviceLevels.priority.${level.priority}`),
            })}
            {' · '}
            {t('settings.serviceLevels.contractCount', { n: level.contracts })}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <RowActionButton label={t('settings.serviceLevels.edit', { name: level.name })} onClick={onEdit}>
            <IconPencil size={16} />
          </RowActionButton>
          {/* The default is not deleted (the server refuses it): another level becomes the default first. */}
          {!level.is_default && (
            <RowActionButton
              label={t('settings.serviceLevels.delete', { name: level.name })}
              color="red"
              onClick={onDelete}
            >
              <IconTrash size={16} />
            </RowActionButton>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {COMPLAINT_PRIORITIES.map((priority) => {
          const target = targetOf(level, priority);
          return (
            <div key={priority}>
              <Text size="xs" fw={500} c="dimmed">
                {t(`settings.serviceLevels.priority.${priority}`)}
              </Text>
              <Text size="sm">
                {t('settings.serviceLevels.respondIn', { time: time(target?.respond_minutes) })}
              </Text>
              <Text size="sm">
                {t('settings.serviceLevels.resolveIn', { time: time(target?.resolve_minutes) })}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * The service levels (issue 28): what the business promises per priority, a time to respond and a time to resolve
 * in working hours (the working week and the holidays above). A contract carries a level and its complaints take
 * the level's priority; the default level promises for complaints under no contract. The server refuses a taken
 * name (on the name), and deleting the default or a level in use (a toast with the reason).
 */
export function ServiceLevelsSection() {
  const { t } = useTranslation();
  const levels = useServiceLevels();
  const remove = useDeleteServiceLevel();
  // The dialog's level (null: a new one) stays while it closes, so its title and form do not change meanwhile.
  const [dialog, setDialog] = useState<{ opened: boolean; level: TServiceLevel | null }>({
    opened: false,
    level: null,
  });
  const open = (level: TServiceLevel | null) => setDialog({ opened: true, level });
  const close = () => setDialog((current) => ({ ...current, opened: false }));
  const template = levels.data?.find((level) => level.is_default);

  return (
    <Input.Wrapper
      label={t('settings.serviceLevels.title')}
      description={t('settings.serviceLevels.hint')}
      mt="md"
    >
      <Stack gap="sm" mt={6} data-testid="service-levels">
        {levels.data?.length ? (
          <Stack gap="xs" role="list" aria-label={t('settings.serviceLevels.title')}>
            {levels.data.map((level) => (
              <ServiceLevelCard
                key={level.id}
                level={level}
                onEdit={() => open(level)}
                onDelete={() =>
                  openConfirm({
                    title: CONFIRM_TITLE,
                    message: t('settings.serviceLevels.delete', { name: level.name }),
                    confirmLabel: 'Yes, Delete it',
                    onConfirm: () => remove.mutate(level.id),
                  })
                }
              />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {levels.isPending ? '…' : t('settings.serviceLevels.none')}
          </Text>
        )}
        <Group>
          <Button
            type="button"
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => open(null)}
          >
            {t('settings.serviceLevels.add')}
          </Button>
        </Group>
      </Stack>
      <FormModal
        opened={dialog.opened}
        onClose={close}
        title={dialog.level ? t('settings.serviceLevels.editTitle') : t('settings.serviceLevels.addTitle')}
        size="lg"
        testId="service-level-form"
      >
        {/* The modal mounts its content only while open: each opening starts the form afresh. */}
        <ServiceLevelForm
          key={dialog.level?.id ?? 'new'}
          level={dialog.level}
          template={template}
          onDone={close}
        />
      </FormModal>
    </Input.Wrapper>
  );
}
