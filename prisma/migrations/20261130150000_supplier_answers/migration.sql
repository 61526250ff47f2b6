-- Issue 27, section 5: suppliers take part. While a purchase is ordered its supplier confirms it (with the day it
-- promises delivery) or declines it (with why), and may change its answer; it uploads its own invoice (a PDF), kept
-- as an upload the file rules hand to the supplier and to staff who see the purchase. Delivery stays the admin's.
ALTER TABLE `purchases`
  ADD COLUMN `supplier_answer` ENUM('pending', 'confirmed', 'declined') NOT NULL DEFAULT 'pending' AFTER `delivered_at`,
  ADD COLUMN `supplier_answered_at` DATETIME(3) NULL AFTER `supplier_answer`,
  ADD COLUMN `supplier_delivery_date` DATE NULL AFTER `supplier_answered_at`,
  ADD COLUMN `supplier_note` VARCHAR(500) NULL AFTER `supplier_delivery_date`,
  ADD COLUMN `supplier_invoice` VARCHAR(191) NULL AFTER `supplier_note`,
  ADD COLUMN `supplier_invoice_at` DATETIME(3) NULL AFTER `supplier_invoice`;

-- A download finds the record of an upload by its URL (modules/file/file-access.ts), as for every stored file.
CREATE INDEX `purchases_supplier_invoice_idx` ON `purchases`(`supplier_invoice`);
