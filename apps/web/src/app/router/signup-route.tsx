import { pagePath } from '@amc/contracts';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignupPage } from '../../features/auth/components/signup-page';
import { usePublicSettings } from '../../lib/public-settings';

/** The sign-up form, or, when the administrator has closed registration, a notice saying so. */
export function SignupRoute() {
  const { t } = useTranslation();
  const { data } = usePublicSettings();
  if (!data) return null;
  if (data.registration_enabled) return <SignupPage />;
  return (
    <Stack gap="sm">
      <Alert color="yellow">{t('signup.closed')}</Alert>
      <Anchor component={Link} to={pagePath('signin')} size="sm" style={{ alignSelf: 'center' }}>
        {t('signup.signIn')}
      </Anchor>
    </Stack>
  );
}
