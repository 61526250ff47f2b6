import { pagePath } from '@amc/contracts';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconWebhook } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { useSettings } from '../../../lookups/use-settings';
import { SettingsForm } from './settings-form';

export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{t('settings.title')}</Title>
          <Text c="dimmed">{t('settings.subtitle')}</Text>
        </div>
        <Button
          component={Link}
          to={pagePath('webhooks')}
          variant="light"
          mih={44}
          leftSection={<IconWebhook size={16} />}
        >
          {t('settings.webhooksLink')}
        </Button>
      </Group>
      {settings.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {settings.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('toast.error')}>
          {translateMessage(t, settings.error.message)}
        </Alert>
      )}
      {/* Mounted once the values are in, so the form starts from the stored settings. */}
      {settings.isSuccess && <SettingsForm settings={settings.data} />}
    </Stack>
  );
}
