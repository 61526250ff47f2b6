import { MAX_CUSTOMER_CONTACTS } from '@amc/contracts';
import { ActionIcon, Button, Grid, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { SectionCard } from './section-card';
import { emptyContactRow, type TContactFormRow, type TUserFormValues } from './user-form-values';

const COLUMNS = [
  { field: 'contact_person', labelKey: 'user.contact.person', dir: 'auto' },
  { field: 'mobile', labelKey: 'user.contact.mobile', dir: 'ltr' },
  { field: 'designation', labelKey: 'user.contact.designation', dir: 'auto' },
] as const satisfies readonly { field: keyof TContactFormRow; labelKey: string; dir: 'auto' | 'ltr' }[];

/** A customer's "Other Contact Information": repeatable rows; the last row cannot be removed, only emptied. */
export function ContactRowsSection({ form }: { form: UseFormReturnType<TUserFormValues> }) {
  const { t } = useTranslation();
  const rows = form.getValues().customer_contacts ?? [];
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' && error ? translateMessage(t, error) : undefined;
  };
  return (
    <SectionCard title={t('user.section.contacts')} testId="contacts-section">
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Grid key={index} align="flex-start" gap="sm" data-testid={`contact-row-${index}`}>
            {COLUMNS.map(({ field, labelKey, dir }) => {
              const path = `customer_contacts.${index}.${field}`;
              return (
                <Grid.Col key={field} span={{ base: 12, sm: 'auto' }}>
                  <TextInput
                    label={`${t(labelKey)} ${index + 1}`}
                    dir={dir}
                    inputMode={field === 'mobile' ? 'numeric' : undefined}
                    value={row[field]}
                    onChange={(event) => form.setFieldValue(path, event.currentTarget.value)}
                    onBlur={() => form.validateField(path)}
                    error={errorOf(path)}
                  />
                </Grid.Col>
              );
            })}
            <Grid.Col span={{ base: 12, sm: 'content' }}>
              <Tooltip label={t('user.contact.remove')} disabled={rows.length <= 1}>
                <ActionIcon
                  variant="light"
                  color="red"
                  size="lg"
                  mt={{ base: 0, sm: 25 }}
                  onClick={() => form.removeListItem('customer_contacts', index)}
                  disabled={rows.length <= 1}
                  aria-label={t('user.contact.remove')}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Grid.Col>
          </Grid>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('customer_contacts', emptyContactRow())}
            disabled={rows.length >= MAX_CUSTOMER_CONTACTS}
          >
            {t('user.contact.add')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('user.contact.hint')}
          </Text>
        </Group>
      </Stack>
    </SectionCard>
  );
}
