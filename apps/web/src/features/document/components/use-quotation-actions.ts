import { isQuotationFinal, type TQuotation, pagePath } from '@amc/contracts';
import { useNavigate } from 'react-router-dom';
import { useProductOptions } from '../../../lookups/use-product-options';
import { openStockShortage, stockShortages } from './stock-shortage';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { useRight } from '../../../lib/use-right';
import { useConvertQuotation } from '../api/use-convert-quotation';

/** Said before converting: the sale takes the products out of the stock and the quotation cannot change after. */
export const CONVERT_CONFIRM_MESSAGE =
  'A sale will be made from this quotation and its products taken out of the stock. The quotation will be closed.';
/** Said before mailing: the customer receives it at once. */
export const EMAIL_CONFIRM_MESSAGE = 'The quotation will be e-mailed to the customer, with its PDF attached.';

/**
 * "Convert to sale" for a quotation not yet converted that the caller may convert (quotation_convert); on success
 * the new sale's view opens. Null when it does not apply.
 */
export function useConfirmConvert(quotation: TQuotation): { confirm: () => void; pending: boolean } | null {
  const canConvert = useRight('quotation_convert');
  const convert = useConvertQuotation();
  const navigate = useNavigate();
  const products = useProductOptions();
  if (!canConvert || isQuotationFinal(quotation)) return null;
  return {
    pending: convert.isPending,
    // Told before, not after: a conversion the stock cannot serve is refused by the server, which keeps stock >= 0.
    confirm: () => {
      const short = stockShortages(quotation.items, products.data ?? []);
      if (short.length > 0) return openStockShortage(short);
      openConfirm({
        title: CONFIRM_TITLE,
        message: CONVERT_CONFIRM_MESSAGE,
        confirmLabel: 'Yes, Convert it',
        onConfirm: () =>
          convert.mutate(
            { id: quotation.id },
            {
              onSuccess: (answer) => {
                if (answer.data.sale) navigate(pagePath('saleView', { id: answer.data.sale.id }));
              },
            },
          ),
      });
    },
  };
}
