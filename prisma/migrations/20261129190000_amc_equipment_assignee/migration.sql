-- Issue 25: an employee's equipment list read its contracts' items through amcs, one lookup per contract (4,000
-- for the bench's employee). The contract's assignee is copied onto each of its items (the amc module keeps it
-- with every write), so they are one range of this index.
ALTER TABLE `amc_equipment` ADD COLUMN `assigned_to_id` INTEGER NULL;
UPDATE `amc_equipment` ae JOIN `amcs` a ON a.`id` = ae.`amc_id` SET ae.`assigned_to_id` = a.`assigned_to_id`;
CREATE INDEX `amc_equipment_assigned_to_id_equipment_id_idx` ON `amc_equipment`(`assigned_to_id`, `equipment_id`);
