-- Issue 27, section 4: tax invoices a tax office accepts.
-- The business's state (where its goods and services are supplied from), each product's item code for tax (HSN for
-- goods, SAC for services in India), a tax made of components (GST 18%: CGST 9% + SGST 9% within the business's
-- state, IGST 18% across states), and whether a bill or a quotation crosses states (its customer's state against the
-- business's when it was written: an old invoice keeps what it said when its customer later moves).
ALTER TABLE `settings` ADD COLUMN `state` VARCHAR(100) NOT NULL DEFAULT '';

ALTER TABLE `products` ADD COLUMN `hsn_code` VARCHAR(16) NULL;

CREATE TABLE `tax_components` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `tax_id` INTEGER NOT NULL,
    `position` TINYINT NOT NULL,
    `name` VARCHAR(50) NOT NULL,
    `percentage` DECIMAL(5, 2) NOT NULL,
    `applies` ENUM('always', 'within_state', 'across_states') NOT NULL DEFAULT 'always',

    UNIQUE INDEX `tax_components_tax_id_position_key`(`tax_id`, `position`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `tax_components` ADD CONSTRAINT `tax_components_tax_id_fkey` FOREIGN KEY (`tax_id`) REFERENCES `taxes`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE `sales` ADD COLUMN `inter_state` BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE `quotations` ADD COLUMN `inter_state` BOOLEAN NOT NULL DEFAULT false;
