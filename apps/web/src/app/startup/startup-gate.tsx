import { MSG, type TProfileResponse } from '@amc/contracts';
import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { OopsModal } from '../../components/oops-modal';
import { useProfile } from '../../features/auth/api/use-profile';
import { useBackendTest } from '../../features/install/api/use-backend-test';
import { useInstallCheck } from '../../features/install/api/use-install-check';
import { translateMessage } from '../../i18n/translate-message';
import {
  clearSession,
  getOfflineSessionUser,
  hasValidStoredToken,
  storeUser,
} from '../../lib/browser-storage';
import { ApiError } from '../../lib/http-client';
import { SessionProvider } from '../../lib/session';
import { OfflineCacheSync } from '../offline/offline-cache-sync';
import { prefetchFirstScreen } from '../router/app-routes';
import { createAppRouter } from '../router/create-app-router';
import { withEnglishTexts } from '../../i18n/english-texts';

type TStartupQuery = { isError: boolean; error: unknown; fetchStatus: string };

/** The server was not reached: the device is offline (the query waits for the network) or the call failed on the way. */
function unreachable(query: TStartupQuery): boolean {
  return (
    query.fetchStatus === 'paused' ||
    (query.isError && query.error instanceof ApiError && query.error.status === 0)
  );
}

// Seen once per installation: its form and steps load only when the server says it is not installed yet.
// Its English texts come with it: only a server not yet installed shows it (i18n/languages/en.ts).
const InstallWizard = lazy(() =>
  withEnglishTexts(
    () => import('../../features/install/components/install-wizard'),
    () => import('../../i18n/locales/install/en.json'),
    () => import('../../i18n/locales/mail-server/en.json'),
  ).then((m) => ({ default: m.InstallWizard })),
);

/**
 * SPEC section 2 "Start-up": backend test, then install check, then the session. The three requests go out
 * together (issue 29: on a phone's slow line each waiting for the one before cost a round trip apiece before
 * the first screen), and their answers are read in that order: an unreachable backend is told first, an
 * installation not yet made shows the wizard whatever the profile said. The loader stays until the app knows
 * whether the user is signed in.
 */
export function StartupGate() {
  const { t } = useTranslation();
  const backend = useBackendTest();
  const install = useInstallCheck({ enabled: true });
  const installed = install.isSuccess && install.data.install_status;
  // Read once: a token that expires while the app runs is caught by the first 401 instead.
  const [tokenLooksValid] = useState(hasValidStoredToken);
  const profile = useProfile({ enabled: tokenLooksValid });
  // Issue 13: a signed-in technician who reloads with no signal keeps working with what the device holds (the
  // profile of the last start, the kept answers of offline-cache.ts) instead of meeting an error or the sign-in.
  const [offlineUser] = useState(getOfflineSessionUser);
  // The first screen's code downloads while the checks are on their way.
  useEffect(
    () => prefetchFirstScreen(tokenLooksValid, offlineUser?.role_name),
    [tokenLooksValid, offlineUser],
  );
  if (offlineUser && (unreachable(backend) || unreachable(install) || unreachable(profile))) {
    return <SignedInOrOut initialUser={offlineUser} hadToken />;
  }

  if (backend.isError) {
    return (
      <>
        <FullScreenLoader />
        <OopsModal
          opened
          message={translateMessage(t, MSG.backendUnreachable)}
          action={
            <Button onClick={() => void backend.refetch()} loading={backend.isFetching}>
              {t('action.tryAgain')}
            </Button>
          }
        />
      </>
    );
  }
  if (backend.isPending || install.isPending) return <FullScreenLoader />;
  // A failed check counts as "not installed" (SPEC): the wizard's own call then reports what is wrong.
  if (!installed) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <InstallWizard />
      </Suspense>
    );
  }
  if (tokenLooksValid && profile.isPending) return <FullScreenLoader />;

  return (
    <SignedInOrOut initialUser={profile.isSuccess ? profile.data.data : null} hadToken={tokenLooksValid} />
  );
}

function SignedInOrOut({
  initialUser,
  hadToken,
}: {
  initialUser: TProfileResponse['data'] | null;
  hadToken: boolean;
}) {
  const [router] = useState(() => {
    // The profile is fresher than what the last sign-in stored; a token the server refused is of no more use.
    if (initialUser) storeUser(initialUser);
    else if (hadToken) clearSession();
    return createAppRouter();
  });
  return (
    <SessionProvider initialUser={initialUser}>
      <OfflineCacheSync />
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
