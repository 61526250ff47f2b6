-- Issue 27, section 2: credit notes against a bill (chosen lines and quantities, a reason), their refunds, their
-- credit used on later bills (a payment of method credit_note naming it), goods back into stock through the
-- ledger (kind sale_return), a bill's credited total and its "credited" status, the per-day sums the reports
-- subtract, and the sell_credit right that issues them (admins by default).

ALTER TABLE `sales` MODIFY `payment_status` ENUM('unpaid', 'partial', 'paid', 'credited') NOT NULL DEFAULT 'unpaid',
  ADD COLUMN `credited_total` DECIMAL(12, 2) NOT NULL DEFAULT 0 AFTER `paid_total`;

-- What the day's bills still owe (each bill's total - credited - paid, never below 0): a credit beyond what a bill
-- owed is the customer's, on the credit note, so it is not taken off other bills' dues.
ALTER TABLE `sale_day_totals` ADD COLUMN `due_total` DECIMAL(16, 2) NOT NULL DEFAULT 0;
UPDATE `sale_day_totals` SET `due_total` = GREATEST(`total` - `paid_total`, 0);

ALTER TABLE `stock_movements` MODIFY `kind` ENUM('purchase', 'sale', 'adjustment', 'service', 'sale_return') NOT NULL,
  ADD COLUMN `credit_note_id` INTEGER NULL AFTER `service_id`;

CREATE TABLE `credit_notes` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `credit_no` VARCHAR(32) NOT NULL,
    `sale_id` INTEGER NOT NULL,
    `customer_id` INTEGER NOT NULL,
    `date` DATE NOT NULL,
    `reason` VARCHAR(500) NOT NULL,
    `discount_percent` DECIMAL(5, 2) NOT NULL DEFAULT 0,
    `gross_total` DECIMAL(12, 2) NOT NULL DEFAULT 0,
    `tax_total` DECIMAL(12, 2) NOT NULL DEFAULT 0,
    `discount_total` DECIMAL(12, 2) NOT NULL DEFAULT 0,
    `total` DECIMAL(12, 2) NOT NULL DEFAULT 0,
    `bill_settled` DECIMAL(12, 2) NOT NULL DEFAULT 0,
    `used_total` DECIMAL(12, 2) NOT NULL DEFAULT 0,
    `refunded_total` DECIMAL(12, 2) NOT NULL DEFAULT 0,
    `status` ENUM('open', 'partial', 'settled') NOT NULL DEFAULT 'open',
    `created_by_id` INTEGER NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `credit_notes_credit_no_key`(`credit_no`),
    INDEX `credit_notes_customer_id_created_at_idx`(`customer_id`, `created_at`),
    INDEX `credit_notes_customer_id_status_created_at_idx`(`customer_id`, `status`, `created_at`),
    INDEX `credit_notes_sale_id_idx`(`sale_id`),
    INDEX `credit_notes_status_created_at_idx`(`status`, `created_at`),
    INDEX `credit_notes_date_idx`(`date`),
    INDEX `credit_notes_total_idx`(`total`),
    INDEX `credit_notes_created_by_id_idx`(`created_by_id`),
    INDEX `credit_notes_created_at_idx`(`created_at`),
    PRIMARY KEY (`id`),
    CONSTRAINT `credit_notes_sale_id_fkey` FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT `credit_notes_customer_id_fkey` FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT `credit_notes_created_by_id_fkey` FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `credit_note_items` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `credit_note_id` INTEGER NOT NULL,
    `sale_item_id` INTEGER NOT NULL,
    `product_id` INTEGER NULL,
    `description` VARCHAR(255) NULL,
    `quantity` INTEGER NOT NULL,
    `price` DECIMAL(12, 2) NOT NULL,
    `tax_id` INTEGER NULL,
    `tax_percent` DECIMAL(5, 2) NOT NULL DEFAULT 0,
    `discount_percent` DECIMAL(5, 2) NOT NULL DEFAULT 0,
    `amount` DECIMAL(12, 2) NOT NULL,
    `restock` BOOLEAN NOT NULL DEFAULT false,

    INDEX `credit_note_items_credit_note_id_idx`(`credit_note_id`),
    INDEX `credit_note_items_sale_item_id_idx`(`sale_item_id`),
    INDEX `credit_note_items_product_id_idx`(`product_id`),
    INDEX `credit_note_items_tax_id_idx`(`tax_id`),
    PRIMARY KEY (`id`),
    CONSTRAINT `credit_note_items_credit_note_id_fkey` FOREIGN KEY (`credit_note_id`) REFERENCES `credit_notes`(`id`) ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT `credit_note_items_sale_item_id_fkey` FOREIGN KEY (`sale_item_id`) REFERENCES `sale_items`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT `credit_note_items_product_id_fkey` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT `credit_note_items_tax_id_fkey` FOREIGN KEY (`tax_id`) REFERENCES `taxes`(`id`) ON DELETE SET NULL ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `credit_refunds` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `credit_note_id` INTEGER NOT NULL,
    `amount` DECIMAL(12, 2) NOT NULL,
    `paid_on` DATE NOT NULL,
    `method` VARCHAR(30) NOT NULL,
    `note` VARCHAR(500) NULL,
    `created_by_id` INTEGER NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `credit_refunds_credit_note_id_paid_on_idx`(`credit_note_id`, `paid_on`),
    INDEX `credit_refunds_paid_on_idx`(`paid_on`),
    INDEX `credit_refunds_created_by_id_idx`(`created_by_id`),
    PRIMARY KEY (`id`),
    CONSTRAINT `credit_refunds_credit_note_id_fkey` FOREIGN KEY (`credit_note_id`) REFERENCES `credit_notes`(`id`) ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT `credit_refunds_created_by_id_fkey` FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `credit_note_day_totals` (
    `day` DATE NOT NULL,
    `row_count` INTEGER NOT NULL,
    `gross_total` DECIMAL(16, 2) NOT NULL,
    `tax_total` DECIMAL(16, 2) NOT NULL,
    `discount_total` DECIMAL(16, 2) NOT NULL,
    `total` DECIMAL(16, 2) NOT NULL,

    PRIMARY KEY (`day`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `sale_payments` ADD COLUMN `credit_note_id` INTEGER NULL AFTER `method`,
  ADD INDEX `sale_payments_credit_note_id_idx`(`credit_note_id`),
  ADD CONSTRAINT `sale_payments_credit_note_id_fkey` FOREIGN KEY (`credit_note_id`) REFERENCES `credit_notes`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE INDEX `stock_movements_credit_note_id_idx` ON `stock_movements`(`credit_note_id`);
ALTER TABLE `stock_movements` ADD CONSTRAINT `stock_movements_credit_note_id_fkey` FOREIGN KEY (`credit_note_id`) REFERENCES `credit_notes`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

UPDATE `modules` SET `actions` = 'view,add,edit,delete,payment,credit' WHERE `slug` = 'sell';

-- The credit note's mail, on for every installation (its texts ship in every language: lib/email-template-texts).
INSERT IGNORE INTO `email_templates` (`event`, `name`, `variables`, `is_enabled`, `updated_at`) VALUES
  ('credit_note', 'Credit note', 'customer_name,credit_note_number,credit_note_date,sale_number,total,reason,system_name,date', true, CURRENT_TIMESTAMP(3));
