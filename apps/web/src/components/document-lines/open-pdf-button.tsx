import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { notifyError } from '../../lib/mutation-toasts';
import { downloadPdf, openPdfInNewTab } from './document-pdf';

/**
 * A button that opens a signed-in PDF (a quotation, a bill, a visit report, a contract) in a new tab or, given a
 * file name in `download`, saves it under that name.
 */
export function OpenPdfButton({
  path,
  variant = 'light',
  download,
  tall = true,
  children,
}: {
  /** The API path of the PDF, as endpointPath gives it. */
  path: string;
  variant?: ButtonVariant;
  /** Saves the PDF under this file name instead of opening it. */
  download?: string;
  /** 44 px high, a touch target in a list or a card; false beside the ordinary buttons of a page's header. */
  tall?: boolean;
  children: ReactNode;
}) {
  const open = () => (download ? downloadPdf(path, download) : openPdfInNewTab(path));
  return (
    <Button
      variant={variant}
      color="grape"
      mih={tall ? 44 : undefined}
      leftSection={download ? <IconDownload size={18} /> : <IconFileTypePdf size={18} />}
      onClick={() => void open().catch(notifyError)}
    >
      {children}
    </Button>
  );
}
