import type { TImportKind } from '@amc/contracts';
import type { TImporter } from '../../lib/rules/import-kit';
import { amcImporter } from '../amc/amc-public';
import { equipmentImporter } from '../equipment/equipment-public';
import { productImporter } from '../product/product-public';
import { userImporters } from '../user/user-public';

/** Each kind's importer, written by the module that owns its records. */
export const IMPORTERS: Record<TImportKind, TImporter> = {
  ...userImporters,
  product: productImporter,
  equipment: equipmentImporter,
  amc: amcImporter,
};
