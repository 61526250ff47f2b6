import { lazy, Suspense } from 'react';
import { useDemoEnabled } from '../api/use-demo';

const DemoNotice = lazy(() => import('./demo-notice').then((m) => ({ default: m.DemoNotice })));

/**
 * On every page while the demo data is loaded (signed in or not): its people and records are made up, so nobody
 * takes the installation for a real business's, or enters real records among the demo's.
 */
export function DemoNoticeGate({ mb }: { mb?: string }) {
  const { enabled } = useDemoEnabled();
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <DemoNotice mb={mb} />
    </Suspense>
  );
}
