-- Issue 25, part 2: a fault reported by scanning an item's QR label is a complaint like any other, marked as
-- reported by scan, with the name and phone its reporter typed (no user stands behind it).
ALTER TABLE `complaints`
  ADD COLUMN `reported_by_scan` BOOLEAN NOT NULL DEFAULT false AFTER `chargeable`,
  ADD COLUMN `reporter_name` VARCHAR(100) NULL AFTER `reported_by_scan`,
  ADD COLUMN `reporter_phone` VARCHAR(20) NULL AFTER `reporter_name`;
