import { Select, Stack, Textarea, type SelectProps, type TextareaProps } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { FormActions } from '../../../components/form-actions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLineIssues } from '../../../components/document-lines/document-line-rows';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { peopleSelectData } from '../../../lookups/select-data';
import { useUserOptions } from '../../../lookups/use-user-options';
import type { TAnyDocumentKind } from '../document-kinds';

/**
 * The document's party (a customer, a supplier) to choose, searched by name. One disabled since still shows on the
 * document being edited (`current`), as the server keeps it.
 */
export function DocumentPartySelect({
  kind,
  current,
  nothingFound,
  ...props
}: Omit<SelectProps, 'data'> & {
  kind: TAnyDocumentKind;
  current: { id: number; full_name: string } | null | undefined;
  nothingFound: string;
}) {
  const { t } = useTranslation();
  const parties = useUserOptions(kind.party);
  const data = useMemo(() => {
    const offered = peopleSelectData(parties.data);
    return current && !offered.some((o) => o.value === String(current.id))
      ? [{ value: String(current.id), label: current.full_name }, ...offered]
      : offered;
  }, [parties.data, current]);
  return (
    <Select
      label={t(`${kind.name}.field.${kind.party}`)}
      placeholder={t(`${kind.name}.choose.${kind.party}`)}
      withAsterisk
      searchable
      clearable
      data={data}
      disabled={parties.isPending}
      nothingFoundMessage={nothingFound}
      {...props}
    />
  );
}

/** A document's longer text (its note, a billing address): a few lines that grow, in the writer's direction. */
export const DocumentTextarea = (props: TextareaProps) => (
  <Textarea autosize minRows={2} maxRows={5} dir="auto" {...props} />
);

/** A document's form state: validated with the contract's body schema, field by field as the user leaves it. */
export function useDocumentForm<V extends Record<string, unknown>>(schema: z.ZodType, initialValues: V) {
  const form = useForm<V>({
    initialValues,
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  return { form, field: useFieldProps(form) };
}

/** The party (see DocumentPartySelect) and the date every document starts with, for the form's first row. */
export function DocumentPartyAndDate({
  kind,
  current,
  party,
  date,
}: {
  kind: TAnyDocumentKind;
  current: { id: number; full_name: string } | null | undefined;
  /** The fields' props (useFieldProps) of the party and of the date. */
  party: Omit<SelectProps, 'data'>;
  date: { value?: string | number | null; onChange: (value: string) => void };
}) {
  const { t } = useTranslation();
  return (
    <>
      <DocumentPartySelect
        kind={kind}
        current={current}
        nothingFound={t(kind.partyNothingFound)}
        {...party}
      />
      <CalendarDateInput label={t(`${kind.name}.field.date`)} withAsterisk clearable {...date} />
    </>
  );
}

/** What a form sends: its body, and where the server's refusal goes. */
export type TDocumentFormSubmit<TBody> = { body: TBody; onError: (error: unknown) => void };

/** What a kind's form is given besides its record: how to save, and whether it is being saved. */
export type TDocumentFormActions<TBody> = {
  submitting: boolean;
  submitLabel: string;
  onSubmit: (submit: TDocumentFormSubmit<TBody>) => void;
  onCancel: () => void;
};

/**
 * A document's form: its fields in a column, then save and cancel. On save the values become the body
 * (`toBody`) the drawer sends; a refusal's field issues land on their fields and lines, and `onRefused` hears it
 * first (a sale shows a refusal of the whole bill by its lines).
 */
export function DocumentFormShell<V extends Record<string, unknown> & { items: unknown[] }, TBody>({
  form,
  toBody,
  onSubmit,
  onRefused,
  submitLabel,
  submitting,
  onCancel,
  children,
}: {
  form: UseFormReturnType<V>;
  toBody: (values: V) => TBody;
  onRefused?: (error: unknown) => void;
  children: ReactNode;
} & TDocumentFormActions<TBody>) {
  const submit = (values: V) => {
    onRefused?.(null);
    onSubmit({
      body: toBody(values),
      onError: (error) => {
        onRefused?.(error);
        applyServerIssues(form, error);
        applyLineIssues(form, error);
      },
    });
  };
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {children}
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
