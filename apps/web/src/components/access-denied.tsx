import { MSG } from '@amc/contracts';
import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { translateMessage } from '../i18n/translate-message';

export function AccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Center py="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconLock size={36} />
        </ThemeIcon>
        <Text size="lg" fw={500}>
          {translateMessage(t, MSG.accessDenied)}
        </Text>
        <Button onClick={() => void navigate(-1)}>{t('action.goBack')}</Button>
      </Stack>
    </Center>
  );
}
