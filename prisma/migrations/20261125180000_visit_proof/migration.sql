-- Issue 13: completing a visit with proof. Time on site, work done, findings, the customer's signature (an upload
-- with the signer's name and time) and the stored visit report PDF; photos and parts used in their own tables.
-- Parts leave stock through the ledger as `service` movements that name their visit. The url indexes let a
-- download find its visit.
ALTER TABLE `services`
  ADD COLUMN `started_at` DATETIME(3) NULL,
  ADD COLUMN `finished_at` DATETIME(3) NULL,
  ADD COLUMN `work_done` TEXT NULL,
  ADD COLUMN `findings` TEXT NULL,
  ADD COLUMN `signature_url` VARCHAR(255) NULL,
  ADD COLUMN `signed_by` VARCHAR(191) NULL,
  ADD COLUMN `signed_at` DATETIME(3) NULL,
  ADD COLUMN `report_url` VARCHAR(255) NULL,
  ADD INDEX `services_signature_url_idx`(`signature_url`),
  ADD INDEX `services_report_url_idx`(`report_url`);

CREATE TABLE `service_photos` (
  `id` INTEGER NOT NULL AUTO_INCREMENT,
  `service_id` INTEGER NOT NULL,
  `url` VARCHAR(255) NOT NULL,
  `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  INDEX `service_photos_service_id_idx`(`service_id`),
  INDEX `service_photos_url_idx`(`url`),
  PRIMARY KEY (`id`),
  CONSTRAINT `service_photos_service_id_fkey` FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON DELETE CASCADE ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `service_parts` (
  `id` INTEGER NOT NULL AUTO_INCREMENT,
  `service_id` INTEGER NOT NULL,
  `product_id` INTEGER NOT NULL,
  `quantity` INTEGER NOT NULL,
  `covered` BOOLEAN NOT NULL DEFAULT false,
  `unit_price` DECIMAL(12, 2) NOT NULL DEFAULT 0,
  INDEX `service_parts_service_id_idx`(`service_id`),
  INDEX `service_parts_product_id_idx`(`product_id`),
  PRIMARY KEY (`id`),
  CONSTRAINT `service_parts_service_id_fkey` FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT `service_parts_product_id_fkey` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `stock_movements`
  MODIFY `kind` ENUM('purchase', 'sale', 'adjustment', 'service') NOT NULL,
  ADD COLUMN `service_id` INTEGER NULL,
  ADD INDEX `stock_movements_service_id_idx`(`service_id`),
  ADD CONSTRAINT `stock_movements_service_id_fkey` FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- A user's interface language: its mails and visit reports follow it (null: the system language).
ALTER TABLE `users` ADD COLUMN `language` VARCHAR(8) NULL;
