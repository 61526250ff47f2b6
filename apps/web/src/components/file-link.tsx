import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFileUrl } from '../lib/use-file-url';

/** A link that opens an upload (an AMC's attachment) in a new tab, fetched with the session's token. */
export function FileLink({ url, children }: { url: string; children: ReactNode }) {
  const href = useFileUrl(url);
  return (
    <Anchor href={href ?? undefined} target="_blank" rel="noopener noreferrer" aria-disabled={!href}>
      {children}
    </Anchor>
  );
}
