import type { TRecipient } from '@amc/contracts';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecipients } from '../api/use-recipients';

type TRecipientSelectProps = {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
};

/**
 * The people the caller may write to, searched on the server (by name or e-mail). Chosen people stay listed
 * while another search shows other names, so their chips keep their labels.
 */
export function RecipientSelect({ value, onChange, error }: TRecipientSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const recipients = useRecipients(debounced);
  const chosen = useRef(new Map<string, TRecipient>());
  for (const r of recipients.data ?? [])
    if (value.includes(String(r.id))) chosen.current.set(String(r.id), r);

  const data = useMemo(() => {
    const options = new Map<string, TRecipient>();
    for (const id of value) {
      const known = chosen.current.get(id);
      if (known) options.set(id, known);
    }
    for (const r of recipients.data ?? []) options.set(String(r.id), r);
    return [...options.values()].map((r) => ({
      value: String(r.id),
      label: `${r.name} (${t(`message.role.${r.role}`)})`,
    }));
  }, [recipients.data, value, t]);

  return (
    <MultiSelect
      label={t('message.field.recipients')}
      placeholder={value.length ? undefined : t('message.compose.recipientsPlaceholder')}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the search; filtering again here would hide e-mail matches.
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={(next) => {
        for (const id of next) {
          const r = (recipients.data ?? []).find((x) => String(x.id) === id);
          if (r) chosen.current.set(id, r);
        }
        onChange(next);
        setSearch('');
      }}
      error={error}
      nothingFoundMessage={
        recipients.isFetching ? t('message.compose.searching') : t('message.compose.nobody')
      }
      hidePickedOptions
      maxValues={50}
      data-testid="message-recipients"
    />
  );
}
