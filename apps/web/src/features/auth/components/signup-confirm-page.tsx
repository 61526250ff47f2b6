import { pagePath } from '@amc/contracts';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { translateMessage } from '../../../i18n/translate-message';
import { useRegisterConfirm } from '../api/use-register';

/**
 * Opened from the link a sign-up mailed: it makes the account at once and signs it in (the signed-out routes then
 * move on to the home page); a used or expired link says so, with the way back to the form.
 */
export function SignupConfirmPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useRegisterConfirm();
  const { mutate } = confirm;
  // Once: the link is used up by its first send (a second, as React's development mode makes, would be refused).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token]);

  return (
    <Stack gap="sm">
      <Title order={3}>{t('signup.confirmTitle')}</Title>
      {confirm.isError ? (
        <>
          <Alert color="red" variant="light">
            {translateMessage(t, confirm.error.message)}
          </Alert>
          <Anchor component={Link} to={pagePath('signup')} size="sm" style={{ alignSelf: 'center' }}>
            {t('signup.again')}
          </Anchor>
        </>
      ) : (
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('signup.confirming')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
