-- Issue 25, part 3: a renewal offer is a quotation for a contract's next term, which the customer accepts in its
-- portal (that makes the renewal). It names the term it renews; it belongs to it (deleted with it). When a customer
-- accepts a quotation (an offer or any other), the time is kept: a closed offer shows whether it was accepted.
ALTER TABLE `quotations`
  ADD COLUMN `renews_amc_id` INT NULL AFTER `sale_id`,
  ADD COLUMN `accepted_at` DATETIME(3) NULL AFTER `renews_amc_id`;
CREATE INDEX `quotations_renews_amc_id_idx` ON `quotations`(`renews_amc_id`);
ALTER TABLE `quotations` ADD CONSTRAINT `quotations_renews_amc_id_fkey` FOREIGN KEY (`renews_amc_id`) REFERENCES `amcs`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- The offer's line is for the next term rather than a product of the catalogue, as a contract bill's line is.
ALTER TABLE `quotation_items` DROP FOREIGN KEY `quotation_items_product_id_fkey`;
ALTER TABLE `quotation_items`
  MODIFY `product_id` INT NULL,
  ADD COLUMN `description` VARCHAR(255) NULL AFTER `product_id`;
ALTER TABLE `quotation_items` ADD CONSTRAINT `quotation_items_product_id_fkey` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- The offer's mail to the customer, on for every installation (texts: lib/email-template-texts).
INSERT IGNORE INTO `email_templates` (`event`, `name`, `variables`, `is_enabled`, `updated_at`) VALUES
  ('renewal_offer', 'Renewal offer', 'customer_name,amc_number,quotation_number,start_date,end_date,price,total,offer_link,system_name,date', true, CURRENT_TIMESTAMP(3));
