-- Issue 25, part 4: billing that runs itself.
-- A contract's billing plan (none: billed by hand, as before this migration, so no existing contract starts billing
-- on its own), the tax and payment terms of its bills, the day it was cancelled, and the next period start the
-- billing run looks for (indexed: a run reads only the contracts that have a period due).
ALTER TABLE `amcs`
  ADD COLUMN `billing_cycle` ENUM('none', 'upfront', 'monthly', 'quarterly', 'half_yearly', 'yearly') NOT NULL DEFAULT 'none' AFTER `renewed_from_id`,
  ADD COLUMN `billing_tax_id` INT NULL AFTER `billing_cycle`,
  ADD COLUMN `payment_days` INT NOT NULL DEFAULT 15 AFTER `billing_tax_id`,
  ADD COLUMN `cancelled_on` DATE NULL AFTER `payment_days`,
  ADD COLUMN `next_bill_date` DATE NULL AFTER `cancelled_on`;
CREATE INDEX `amcs_next_bill_date_idx` ON `amcs`(`next_bill_date`);
CREATE INDEX `amcs_billing_tax_id_idx` ON `amcs`(`billing_tax_id`);
ALTER TABLE `amcs` ADD CONSTRAINT `amcs_billing_tax_id_fkey` FOREIGN KEY (`billing_tax_id`) REFERENCES `taxes`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;

-- One row per billed period: the unique key (contract, period start) is what makes a period billed exactly once,
-- whatever runs the job (two processes, a run twice, a catch-up). The bill may be deleted later; the period stays
-- billed (sale_id cleared), so it is never billed again behind the office's back.
CREATE TABLE `amc_bills` (
  `id` INT NOT NULL AUTO_INCREMENT,
  `amc_id` INT NOT NULL,
  `period_start` DATE NOT NULL,
  `period_end` DATE NOT NULL,
  `sale_id` INT NULL,
  `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  UNIQUE INDEX `amc_bills_amc_id_period_start_key`(`amc_id`, `period_start`),
  UNIQUE INDEX `amc_bills_sale_id_key`(`sale_id`),
  PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
ALTER TABLE `amc_bills` ADD CONSTRAINT `amc_bills_amc_id_fkey` FOREIGN KEY (`amc_id`) REFERENCES `amcs`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `amc_bills` ADD CONSTRAINT `amc_bills_sale_id_fkey` FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;

-- A bill's due date (payment terms); unpaid past it, the bill is overdue. Bills made before have none.
ALTER TABLE `sales` ADD COLUMN `due_date` DATE NULL AFTER `date`;
CREATE INDEX `sales_payment_status_due_date_idx` ON `sales`(`payment_status`, `due_date`);

-- A contract's bill has a line of its own, for a period of the contract rather than a product of the catalogue.
ALTER TABLE `sale_items` DROP FOREIGN KEY `sale_items_product_id_fkey`;
ALTER TABLE `sale_items`
  MODIFY `product_id` INT NULL,
  ADD COLUMN `description` VARCHAR(255) NULL AFTER `product_id`;
ALTER TABLE `sale_items` ADD CONSTRAINT `sale_items_product_id_fkey` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- Each overdue reminder of a bill once: (bill, days after its due date).
CREATE TABLE `sale_reminders` (
  `sale_id` INT NOT NULL,
  `days_after` INT NOT NULL,
  `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  PRIMARY KEY (`sale_id`, `days_after`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
ALTER TABLE `sale_reminders` ADD CONSTRAINT `sale_reminders_sale_id_fkey` FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- The office's choices: when overdue bills are reminded (days after the due date).
ALTER TABLE `settings` ADD COLUMN `overdue_reminder_days` VARCHAR(40) NOT NULL DEFAULT '3,10,30' AFTER `weekly_off_days`;

-- The two new notices, on for every installation (their texts ship in every language: lib/email-template-texts).
INSERT IGNORE INTO `email_templates` (`event`, `name`, `variables`, `is_enabled`, `updated_at`) VALUES
  ('contract_bill', 'Contract bill', 'customer_name,sale_number,sale_date,amc_number,period_start,period_end,total,due_date,system_name,date', true, CURRENT_TIMESTAMP(3)),
  ('bill_overdue', 'Bill overdue', 'customer_name,sale_number,sale_date,total,due_amount,due_date,days_overdue,system_name,date', true, CURRENT_TIMESTAMP(3));
