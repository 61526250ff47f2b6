import { Select, Textarea, type SelectProps, type TextareaProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLineIssues } from '../../../components/document-lines/document-line-rows';
import { applyServerIssues } from '../../../lib/form-errors';
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

/** Where a refused save's field issues go: on their fields and on their lines. */
export function showDocumentIssues<V extends Record<string, unknown> & { items: unknown[] }>(
  form: UseFormReturnType<V>,
  error: unknown,
) {
  applyServerIssues(form, error);
  applyLineIssues(form, error);
}
