-- Tax names are unique (the tax module answers 409 for a second one); the database keeps it so under races.
-- DropIndex
DROP INDEX `taxes_name_idx` ON `taxes`;

-- CreateIndex
CREATE UNIQUE INDEX `taxes_name_key` ON `taxes`(`name`);

-- The product and archive lists filter on is_archived and sort or prefix-search on code, model number and price.
-- CreateIndex
CREATE INDEX `products_is_archived_code_idx` ON `products`(`is_archived`, `code`);

-- CreateIndex
CREATE INDEX `products_is_archived_model_number_idx` ON `products`(`is_archived`, `model_number`);

-- CreateIndex
CREATE INDEX `products_is_archived_price_idx` ON `products`(`is_archived`, `price`);
