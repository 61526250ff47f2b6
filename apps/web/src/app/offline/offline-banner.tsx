import { useNetwork } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

// Its own chunk (precached by the service worker): it weighs nothing on the pages of a connected device.
const OfflineNotice = lazy(() => import('./offline-notice').then((m) => ({ default: m.OfflineNotice })));

/** The shell's notice while the device has no network (the browser's online/offline events). */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  );
}
