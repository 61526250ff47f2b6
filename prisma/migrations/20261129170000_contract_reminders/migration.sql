-- Issue 25, part 3: reminders before a contract ends, and the office's renewal settings.
-- Each reminder once per contract and day before its end: the primary key refuses a second, whatever runs the job.
CREATE TABLE `amc_reminders` (
  `amc_id` INT NOT NULL,
  `days_before` INT NOT NULL,
  `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  PRIMARY KEY (`amc_id`, `days_before`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
ALTER TABLE `amc_reminders` ADD CONSTRAINT `amc_reminders_amc_id_fkey` FOREIGN KEY (`amc_id`) REFERENCES `amcs`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- When the customer asked for the contract's renewal from its portal (once per term).
ALTER TABLE `amcs` ADD COLUMN `renewal_requested_at` DATETIME(3) NULL AFTER `next_bill_date`;

-- When contracts are reminded (days before their end; 0 is the day itself) and the renewal's default uplift.
ALTER TABLE `settings`
  ADD COLUMN `renewal_reminder_days` VARCHAR(40) NOT NULL DEFAULT '30,7,0' AFTER `overdue_reminder_days`,
  ADD COLUMN `renewal_uplift_percent` DECIMAL(5, 2) NOT NULL DEFAULT 0 AFTER `renewal_reminder_days`;

-- The reminders' two notices, to the customer and to the administrators (texts: lib/email-template-texts).
INSERT IGNORE INTO `email_templates` (`event`, `name`, `variables`, `is_enabled`, `updated_at`) VALUES
  ('contract_expiring', 'Contract ending (customer)', 'customer_name,amc_number,start_date,end_date,days_left,price,contract_link,system_name,date', true, CURRENT_TIMESTAMP(3)),
  ('contract_expiring_admin', 'Contract ending (administrators)', 'recipient_name,customer_name,amc_number,start_date,end_date,days_left,price,contract_link,system_name,date', true, CURRENT_TIMESTAMP(3));
