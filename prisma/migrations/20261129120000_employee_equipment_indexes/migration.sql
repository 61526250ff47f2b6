-- Issue 25: the equipment list of an employee reads the items of its visits and complaints from these indexes
-- alone (see listScope in modules/equipment/equipment-list.ts).
CREATE INDEX `services_assigned_to_id_equipment_id_idx` ON `services`(`assigned_to_id`, `equipment_id`);
CREATE INDEX `complaints_assigned_to_id_equipment_id_idx` ON `complaints`(`assigned_to_id`, `equipment_id`);
