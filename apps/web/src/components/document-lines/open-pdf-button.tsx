import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { notifyError } from '../../lib/mutation-toasts';
import { openPdfInNewTab } from './document-pdf';

/** A 44 px button that opens a signed-in PDF (a quotation, a bill, a visit report) in a new tab. */
export function OpenPdfButton({
  path,
  variant = 'light',
  children,
}: {
  /** The API path of the PDF, as endpointPath gives it. */
  path: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      color="grape"
      mih={44}
      leftSection={<IconFileTypePdf size={18} />}
      onClick={() => void openPdfInNewTab(path).catch(notifyError)}
    >
      {children}
    </Button>
  );
}
