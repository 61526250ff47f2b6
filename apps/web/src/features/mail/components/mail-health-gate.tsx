import { pagePath } from '@amc/contracts';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WhenText } from '../../../components/date-text';
import { useSession } from '../../../lib/session';
import { useMailHealth } from '../api/use-mail-health';

/** A closed banner stays closed for this browser tab's session; it comes back in a new one while mail still fails. */
const CLOSED_KEY = 'mailBannerClosed';

/**
 * For admins, on every page while mail cannot go out: no mail server set up, or its sends failing. Mails wait in
 * the outbox meanwhile (nothing is lost), but nobody gets them: the banner says so, with the way to the settings
 * and their test mail.
 */
export function MailHealthGate({ mb }: { mb?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.role_name === 'admin';
  const health = useMailHealth({ enabled: isAdmin }).data;
  const [closed, setClosed] = useState(() => sessionStorage.getItem(CLOSED_KEY) === '1');
  if (!isAdmin || !health || closed) return null;
  const failing = health.configured && health.failing_since !== null;
  if (health.configured && !failing) return null;
  const close = () => {
    sessionStorage.setItem(CLOSED_KEY, '1');
    setClosed(true);
  };
  return (
    <Alert
      mb={mb}
      color="orange"
      variant="light"
      icon={<IconMailOff size={20} />}
      title={failing ? t('mailHealth.failingTitle') : t('mailHealth.missingTitle')}
      withCloseButton
      closeButtonLabel={t('action.close')}
      // A 44 px target to tap on a phone, as every other control (app/global.css).
      styles={{ closeButton: { width: 44, height: 44, minWidth: 44, minHeight: 44, marginTop: -10 } }}
      onClose={close}
      data-testid="mail-health-banner"
    >
      <Text size="sm">
        {failing ? (
          <>
            {t('mailHealth.failingSince')} <WhenText value={health.failing_since!} />
            {health.last_error && (
              <>
                {': '}
                <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                  {health.last_error}
                </bdi>
              </>
            )}
          </>
        ) : (
          t('mailHealth.missing')
        )}
      </Text>
      <Anchor
        component={Link}
        to={`${pagePath('setting')}#mail`}
        size="sm"
        fw={500}
        display="inline-block"
        mih={44}
        pt={10}
      >
        {t('mailHealth.open')}
      </Anchor>
    </Alert>
  );
}
