import type { TSale } from '@amc/contracts';
import { SALE } from '../document-kinds';
import { DocumentRowActions } from './document-row-actions';

/**
 * A sale's row actions. A contract's bill is made from its contract and never edited (the server refuses it); its
 * payments and delete stay.
 */
export function SaleRowActions({ sale, onEdit }: { sale: TSale; onEdit: (sale: TSale) => void }) {
  return <DocumentRowActions kind={SALE} row={sale} editable={!sale.contract} onEdit={onEdit} />;
}
