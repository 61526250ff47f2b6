-- The stock gate (lockProductStock) sums each product's movements on every sale, purchase and adjustment.
-- With (product_id, quantity) the sum reads the index alone instead of one row lookup per movement.
CREATE INDEX `stock_movements_product_id_quantity_idx` ON `stock_movements`(`product_id`, `quantity`);
