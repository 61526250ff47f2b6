import { DEMO_ROLES, HOME_PAGE, MSG, type TDemoRole, pagePath } from '@amc/contracts';
import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { Link, useNavigate } from 'react-router-dom';
import { useDemoEnabled, useDemoLogin } from '../api/use-demo';
import { DemoPageHeader, DemoTextsGate } from './demo-page-header';

/** One card and button per demo account; shown only while the demo data is loaded (the server checks too). */
function DemoLoginPageContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enabled, isPending } = useDemoEnabled();
  const login = useDemoLogin();
  const signIn = (role: TDemoRole) =>
    login.mutate(role, { onSuccess: () => navigate(pagePath(HOME_PAGE), { replace: true }) });

  return (
    <Stack gap="md">
      <DemoPageHeader title={t('demo.tryDemo')} subtitle={t('demo.login.subtitle')} />
      {isPending ? (
        <Loader mx="auto" />
      ) : enabled ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {DEMO_ROLES.map((role) => (
            <Card key={role} withBorder radius="md" p="md">
              <Stack gap="xs" h="100%" justify="space-between">
                <div>
                  <Text fw={600}>{t(`role.${role}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`demo.roleText.${role}`)}
                  </Text>
                </div>
                <Button
                  onClick={() => signIn(role)}
                  loading={login.isPending && login.variables === role}
                  disabled={login.isPending}
                  aria-label={`${t('signin.submit')}: ${t(`role.${role}`)}`}
                  data-testid={`demo-login-${role}`}
                >
                  {t('signin.submit')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{translateMessage(t, MSG.demoNotLoaded)}</Text>
      )}
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={pagePath('signin')} size="sm" py="xs">
          {t('demo.backToSignin')}
        </Anchor>
        <Anchor component={Link} to={pagePath('demoHome')} size="sm" py="xs">
          {t('demo.aboutLink')}
        </Anchor>
      </Group>
    </Stack>
  );
}

export function DemoLoginPage() {
  return (
    <DemoTextsGate>
      <DemoLoginPageContent />
    </DemoTextsGate>
  );
}
