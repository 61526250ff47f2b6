import { endpointPath, ENDPOINTS, type TAmc } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { OpenPdfButton } from '../../../components/document-lines/open-pdf-button';

/**
 * The contract's document (term, equipment, visits, price and billing, in its customer's language): opened in a
 * new tab or saved as contract-<number>.pdf. Whoever sees the contract may have it, the customer in its portal too.
 */
export function AmcPdfButtons({ amc }: { amc: TAmc }) {
  const { t } = useTranslation();
  const path = endpointPath(ENDPOINTS.amc.pdf, { id: amc.id });
  return (
    <>
      <OpenPdfButton path={path} tall={false}>
        {t('documentLines.pdfView')}
      </OpenPdfButton>
      <OpenPdfButton path={path} tall={false} download={`contract-${amc.amc_no}.pdf`}>
        {t('documentLines.download')}
      </OpenPdfButton>
    </>
  );
}
