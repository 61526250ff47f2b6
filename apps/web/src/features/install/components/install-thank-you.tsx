import { pagePath } from '@amc/contracts';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { storeInstallStatus } from '../../../lib/browser-storage';

/** The closing words are true: a welcome mail is promised only where a mail server was set up to send it. */
export function InstallThankYou({ mailSetUp, adminEmail }: { mailSetUp: boolean; adminEmail: string }) {
  const { t } = useTranslation();
  const continueToSignIn = () => {
    storeInstallStatus(true);
    // A full reload: the start-up checks run again and now find the product installed.
    window.location.assign(pagePath('signin'));
  };
  return (
    <Stack align="center" ta="center" gap="md" py="lg">
      <ThemeIcon size={72} radius="xl" color="green" variant="light">
        <IconCircleCheck size={44} />
      </ThemeIcon>
      <Title order={2}>{t('install.thankYouTitle')}</Title>
      <Text maw={560}>
        {mailSetUp ? t('install.thankYouMailSent', { email: adminEmail }) : t('install.thankYouNoMail')}
      </Text>
      <Button size="md" onClick={continueToSignIn}>
        {t('install.continue')}
      </Button>
    </Stack>
  );
}
