import { WEBHOOK_EVENTS, ZWebhookBody, type TWebhook, type TWebhookBody } from '@amc/contracts';
import { Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useSaveWebhook } from '../api/use-webhooks';

/** Adds an endpoint or changes one's address and events. */
export function WebhookForm({ webhook, onSaved }: { webhook: TWebhook | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSaveWebhook();
  const form = useForm<TWebhookBody>({
    initialValues: {
      url: webhook?.url ?? '',
      events: (webhook?.events ?? []) as TWebhookBody['events'],
    },
    validate: zod4Resolver(ZWebhookBody, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);
  const eventsError = form.errors.events;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save
          .mutateAsync({ ...values, id: webhook?.id })
          .then(onSaved)
          .catch((error: unknown) => applyServerIssues(form, error)),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t('webhook.url')}
          description={t('webhook.urlHint')}
          placeholder="https://example.com/amc-events"
          dir="ltr"
          withAsterisk
          data-autofocus
          {...field('url')}
        />
        <Checkbox.Group
          label={t('webhook.events')}
          description={t('webhook.eventsHint')}
          withAsterisk
          value={form.getValues().events}
          onChange={(value) => form.setFieldValue('events', value as TWebhookBody['events'])}
          error={typeof eventsError === 'string' ? translateMessage(t, eventsError) : undefined}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={
                  <>
                    {t(`webhook.event.${event}`)}{' '}
                    <Text span size="xs" c="dimmed" dir="ltr">
                      {event}
                    </Text>
                  </>
                }
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Button type="submit" mih={44} loading={save.isPending}>
          {t('webhook.save')}
        </Button>
      </Stack>
    </form>
  );
}
