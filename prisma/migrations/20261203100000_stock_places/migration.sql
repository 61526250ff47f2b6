-- Parts in the van (issue 28, section 5): stock lives in places, the warehouse and each technician's van. Every
-- movement names its place (all before this were the warehouse's), each place keeps its running stock per product
-- beside the product's total, and a transfer moves goods between two places as a pair of movements.
CREATE TABLE `stock_places` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `kind` ENUM('warehouse', 'van') NOT NULL,
    `name` VARCHAR(191) NOT NULL,
    `employee_id` INTEGER NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `stock_places_employee_id_key`(`employee_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `stock_places` ADD CONSTRAINT `stock_places_employee_id_fkey` FOREIGN KEY (`employee_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- The warehouse: place 1, where every movement so far happened.
INSERT INTO `stock_places` (`id`, `kind`, `name`) VALUES (1, 'warehouse', 'Warehouse');

CREATE TABLE `place_stock` (
    `place_id` INTEGER NOT NULL,
    `product_id` INTEGER NOT NULL,
    `quantity` INTEGER NOT NULL DEFAULT 0,

    INDEX `place_stock_product_id_idx`(`product_id`),
    PRIMARY KEY (`place_id`, `product_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `place_stock` ADD CONSTRAINT `place_stock_place_id_fkey` FOREIGN KEY (`place_id`) REFERENCES `stock_places`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `place_stock` ADD CONSTRAINT `place_stock_product_id_fkey` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- Everything in stock so far is in the warehouse.
INSERT INTO `place_stock` (`place_id`, `product_id`, `quantity`)
  SELECT 1, `id`, `current_stock` FROM `products` WHERE `current_stock` <> 0;

CREATE TABLE `stock_transfers` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `from_place_id` INTEGER NOT NULL,
    `to_place_id` INTEGER NOT NULL,
    `transfer_date` DATE NOT NULL,
    `note` VARCHAR(500) NULL,
    `created_by_id` INTEGER NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `stock_transfers_from_place_id_created_at_idx`(`from_place_id`, `created_at`),
    INDEX `stock_transfers_to_place_id_created_at_idx`(`to_place_id`, `created_at`),
    INDEX `stock_transfers_created_at_idx`(`created_at`),
    INDEX `stock_transfers_created_by_id_idx`(`created_by_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `stock_transfers` ADD CONSTRAINT `stock_transfers_from_place_id_fkey` FOREIGN KEY (`from_place_id`) REFERENCES `stock_places`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `stock_transfers` ADD CONSTRAINT `stock_transfers_to_place_id_fkey` FOREIGN KEY (`to_place_id`) REFERENCES `stock_places`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `stock_transfers` ADD CONSTRAINT `stock_transfers_created_by_id_fkey` FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE `stock_movements`
  MODIFY `kind` ENUM('purchase', 'sale', 'adjustment', 'service', 'sale_return', 'purchase_return', 'transfer') NOT NULL,
  ADD COLUMN `place_id` INTEGER NOT NULL DEFAULT 1,
  ADD COLUMN `transfer_id` INTEGER NULL;
CREATE INDEX `stock_movements_place_id_created_at_idx` ON `stock_movements`(`place_id`, `created_at`);
CREATE INDEX `stock_movements_transfer_id_idx` ON `stock_movements`(`transfer_id`);
ALTER TABLE `stock_movements` ADD CONSTRAINT `stock_movements_place_id_fkey` FOREIGN KEY (`place_id`) REFERENCES `stock_places`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `stock_movements` ADD CONSTRAINT `stock_movements_transfer_id_fkey` FOREIGN KEY (`transfer_id`) REFERENCES `stock_transfers`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
