-- Issue 26, section 2: stock counted or adjusted by hand (an opening balance, a count, damaged or lost goods), through
-- the ledger, with its reason; the stock_adjust right that allows it (admins by default).
ALTER TABLE `stock_movements`
    ADD COLUMN `reason` ENUM('opening', 'count', 'damaged', 'lost', 'found', 'returned', 'other') NULL AFTER `supplier_id`;

UPDATE `modules` SET `actions` = 'view,adjust' WHERE `slug` = 'stock';
