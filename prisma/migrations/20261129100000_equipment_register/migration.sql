-- Issue 25: the equipment register. A customer's installed items, known by product and serial number (unique per
-- product); a contract covers some of them (amc_equipment); a visit and a complaint name the item they concern.
CREATE TABLE `equipment` (
  `id` INTEGER NOT NULL AUTO_INCREMENT,
  `customer_id` INTEGER NOT NULL,
  `product_id` INTEGER NOT NULL,
  `serial_no` VARCHAR(100) NOT NULL,
  `site` VARCHAR(255) NULL,
  `location` VARCHAR(191) NULL,
  `install_date` DATE NULL,
  `warranty_end` DATE NULL,
  `status` ENUM('in_use', 'retired') NOT NULL DEFAULT 'in_use',
  `notes` TEXT NULL,
  `created_by_id` INTEGER NULL,
  `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  `updated_at` DATETIME(3) NOT NULL,
  UNIQUE INDEX `equipment_product_id_serial_no_key`(`product_id`, `serial_no`),
  INDEX `equipment_serial_no_idx`(`serial_no`),
  INDEX `equipment_customer_id_created_at_idx`(`customer_id`, `created_at`),
  INDEX `equipment_product_id_created_at_idx`(`product_id`, `created_at`),
  INDEX `equipment_status_created_at_idx`(`status`, `created_at`),
  INDEX `equipment_install_date_idx`(`install_date`),
  INDEX `equipment_warranty_end_idx`(`warranty_end`),
  INDEX `equipment_created_by_id_idx`(`created_by_id`),
  INDEX `equipment_created_at_idx`(`created_at`),
  PRIMARY KEY (`id`),
  CONSTRAINT `equipment_customer_id_fkey` FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT `equipment_product_id_fkey` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT `equipment_created_by_id_fkey` FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `equipment_photos` (
  `id` INTEGER NOT NULL AUTO_INCREMENT,
  `equipment_id` INTEGER NOT NULL,
  `url` VARCHAR(255) NOT NULL,
  `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  INDEX `equipment_photos_equipment_id_idx`(`equipment_id`),
  INDEX `equipment_photos_url_idx`(`url`),
  PRIMARY KEY (`id`),
  CONSTRAINT `equipment_photos_equipment_id_fkey` FOREIGN KEY (`equipment_id`) REFERENCES `equipment`(`id`) ON DELETE CASCADE ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `amc_equipment` (
  `id` INTEGER NOT NULL AUTO_INCREMENT,
  `amc_id` INTEGER NOT NULL,
  `equipment_id` INTEGER NOT NULL,
  UNIQUE INDEX `amc_equipment_amc_id_equipment_id_key`(`amc_id`, `equipment_id`),
  INDEX `amc_equipment_equipment_id_idx`(`equipment_id`),
  PRIMARY KEY (`id`),
  CONSTRAINT `amc_equipment_amc_id_fkey` FOREIGN KEY (`amc_id`) REFERENCES `amcs`(`id`) ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT `amc_equipment_equipment_id_fkey` FOREIGN KEY (`equipment_id`) REFERENCES `equipment`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `services` ADD COLUMN `equipment_id` INTEGER NULL AFTER `amc_id`;
CREATE INDEX `services_equipment_id_service_date_idx` ON `services`(`equipment_id`, `service_date`);
ALTER TABLE `services` ADD CONSTRAINT `services_equipment_id_fkey` FOREIGN KEY (`equipment_id`) REFERENCES `equipment`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE `complaints` ADD COLUMN `equipment_id` INTEGER NULL AFTER `product_id`,
  ADD COLUMN `chargeable` BOOLEAN NOT NULL DEFAULT false AFTER `equipment_id`;
CREATE INDEX `complaints_equipment_id_complaint_date_idx` ON `complaints`(`equipment_id`, `complaint_date`);
ALTER TABLE `complaints` ADD CONSTRAINT `complaints_equipment_id_fkey` FOREIGN KEY (`equipment_id`) REFERENCES `equipment`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- The module and its rights. A fresh install writes them from the contracts (loadReferenceData); an installed
-- database gets them here: customers and employees see the equipment of their own rows, as the default rights say.
INSERT INTO `modules` (`slug`, `name`, `actions`, `sort_order`)
SELECT 'equipment', 'Equipment', 'view,add,edit,delete', 6
WHERE NOT EXISTS (SELECT 1 FROM `modules` WHERE `slug` = 'equipment');
INSERT IGNORE INTO `role_rights` (`role_id`, `module_id`, `action`)
SELECT `roles`.`id`, `modules`.`id`, 'view' FROM `roles` JOIN `modules` ON `modules`.`slug` = 'equipment'
WHERE `roles`.`slug` IN ('customer', 'employee');
