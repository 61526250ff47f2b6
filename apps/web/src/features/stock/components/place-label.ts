import type { TStockPlace } from '@amc/contracts';
import type { TFunction } from 'i18next';

/** A stock place as the screens name it: the warehouse in the reader's language, a van by its employee. */
export const placeLabel = (t: TFunction, place: TStockPlace) =>
  place.kind === 'warehouse' ? t('stock.place.warehouse') : t('stock.place.van', { name: place.name });
