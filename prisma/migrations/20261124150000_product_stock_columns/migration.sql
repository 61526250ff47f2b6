-- Each product keeps its ledger's running totals, moved in the transaction of every ledger write
-- (lockProductStock): the sale's stock gate reads its locked product row instead of summing ~1,000 movements a
-- product, and the stock and product lists read columns instead of grouping the ledger per page.
ALTER TABLE `products`
  ADD COLUMN `current_stock` INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN `total_received` INTEGER NOT NULL DEFAULT 0;

-- Filled once from the ledger (the same statement as PRODUCT_STOCK_REBUILD_SQL in stock-ledger.ts).
UPDATE `products` p
  JOIN (SELECT `product_id`, SUM(`quantity`) AS `stock`,
               SUM(CASE WHEN `kind` = 'purchase' THEN `quantity` ELSE 0 END) AS `received`
          FROM `stock_movements` GROUP BY `product_id`) m ON m.`product_id` = p.`id`
  SET p.`current_stock` = m.`stock`, p.`total_received` = m.`received`;

-- Nothing sums the ledger any more; the stock list's latest delivery of a product reads this one instead.
DROP INDEX `stock_movements_product_id_quantity_idx` ON `stock_movements`;
CREATE INDEX `stock_movements_product_id_kind_movement_date_idx` ON `stock_movements`(`product_id`, `kind`, `movement_date`);
