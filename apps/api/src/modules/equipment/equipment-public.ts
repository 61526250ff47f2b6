/** What the rest of the API may use of the equipment module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { ownEquipmentWhere, NO_LABEL_LINK } from './equipment-list';
export { createEquipment } from './equipment-service';
export { readCovers, isCovered } from './equipment-cover';
export { checkCustomerEquipment } from './equipment-choice';
export { EQUIPMENT_REF_SELECT, equipmentRefJoin, toEquipmentRef } from './equipment-ref';
export { findLabelledItem } from './equipment-scan';
export { equipmentImporter } from './equipment-import';
