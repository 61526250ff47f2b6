-- Issue 27, section 4: reports show each tax component. What the lines of each day's bills and credit notes were
-- charged on and charged, by tax, rate and place of supply, kept beside them (lib/day-totals SALE_TAX_DAY_TOTALS,
-- CREDIT_NOTE_TAX_DAY_TOTALS), so the tax report reads a few rows a day whatever the number of bills.

-- A credit note keeps its bill's place of supply, so its lines are summed without locking the bill.
ALTER TABLE `credit_notes` ADD COLUMN `inter_state` BOOLEAN NOT NULL DEFAULT false;
UPDATE `credit_notes` AS n JOIN `sales` AS s ON s.`id` = n.`sale_id` SET n.`inter_state` = s.`inter_state`;

CREATE TABLE `sale_tax_day_totals` (
  `day` DATE NOT NULL,
  `tax_id` INTEGER NOT NULL,
  `tax_percent` DECIMAL(5, 2) NOT NULL,
  `inter_state` BOOLEAN NOT NULL,
  `row_count` INTEGER NOT NULL,
  `taxable_total` DECIMAL(16, 2) NOT NULL,
  `tax_total` DECIMAL(16, 2) NOT NULL,
  PRIMARY KEY (`day`, `tax_id`, `tax_percent`, `inter_state`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `credit_note_tax_day_totals` (
  `day` DATE NOT NULL,
  `tax_id` INTEGER NOT NULL,
  `tax_percent` DECIMAL(5, 2) NOT NULL,
  `inter_state` BOOLEAN NOT NULL,
  `row_count` INTEGER NOT NULL,
  `taxable_total` DECIMAL(16, 2) NOT NULL,
  `tax_total` DECIMAL(16, 2) NOT NULL,
  PRIMARY KEY (`day`, `tax_id`, `tax_percent`, `inter_state`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- Each line priced as lib/document-totals prices it: its discount, then the document's, each rounded half up to the
-- cent, and the tax on the rest (MariaDB's ROUND of a DECIMAL is half away from zero, as toCents).
INSERT INTO `sale_tax_day_totals`
SELECT d.`date`, COALESCE(l.`tax_id`, 0), l.`tax_percent`, d.`inter_state`, COUNT(*),
  SUM(l.`amount` - ROUND(l.`amount` * l.`discount_percent` / 100, 2)
      - ROUND((l.`amount` - ROUND(l.`amount` * l.`discount_percent` / 100, 2)) * d.`discount_percent` / 100, 2)),
  SUM(ROUND((l.`amount` - ROUND(l.`amount` * l.`discount_percent` / 100, 2)
      - ROUND((l.`amount` - ROUND(l.`amount` * l.`discount_percent` / 100, 2)) * d.`discount_percent` / 100, 2))
      * l.`tax_percent` / 100, 2))
FROM `sales` AS d JOIN `sale_items` AS l ON l.`sale_id` = d.`id`
GROUP BY d.`date`, COALESCE(l.`tax_id`, 0), l.`tax_percent`, d.`inter_state`;

INSERT INTO `credit_note_tax_day_totals`
SELECT d.`date`, COALESCE(l.`tax_id`, 0), l.`tax_percent`, d.`inter_state`, COUNT(*),
  SUM(l.`amount` - ROUND(l.`amount` * l.`discount_percent` / 100, 2)
      - ROUND((l.`amount` - ROUND(l.`amount` * l.`discount_percent` / 100, 2)) * d.`discount_percent` / 100, 2)),
  SUM(ROUND((l.`amount` - ROUND(l.`amount` * l.`discount_percent` / 100, 2)
      - ROUND((l.`amount` - ROUND(l.`amount` * l.`discount_percent` / 100, 2)) * d.`discount_percent` / 100, 2))
      * l.`tax_percent` / 100, 2))
FROM `credit_notes` AS d JOIN `credit_note_items` AS l ON l.`credit_note_id` = d.`id`
GROUP BY d.`date`, COALESCE(l.`tax_id`, 0), l.`tax_percent`, d.`inter_state`;
