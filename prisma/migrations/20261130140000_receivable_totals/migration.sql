-- Issue 27, section 3: receivables by age and statements at a million bills. What the open bills owe by due day and
-- by customer, kept beside the bills in every bill's transaction (lib/day-totals: RECEIVABLE_DAY_TOTALS,
-- CUSTOMER_RECEIVABLE_TOTALS), so a receivables page reads 25 customers' open bills instead of grouping them all;
-- and a customer's bills and payments by date with their sums in the index, so a statement reads no row.
CREATE TABLE `receivable_day_totals` (
    `day` DATE NOT NULL,
    `row_count` INTEGER NOT NULL,
    `due_total` DECIMAL(16, 2) NOT NULL,
    `open_bills` DECIMAL(16, 2) NOT NULL,

    PRIMARY KEY (`day`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `customer_receivable_totals` (
    `customer_id` INTEGER NOT NULL,
    `row_count` INTEGER NOT NULL,
    `due_total` DECIMAL(16, 2) NOT NULL,
    `open_bills` DECIMAL(16, 2) NOT NULL,

    INDEX `customer_receivable_totals_due_total_idx`(`due_total`),
    INDEX `customer_receivable_totals_open_bills_idx`(`open_bills`),
    PRIMARY KEY (`customer_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

INSERT INTO `receivable_day_totals` (`day`, `row_count`, `due_total`, `open_bills`)
SELECT COALESCE(`due_date`, `date`), COUNT(*), SUM(GREATEST(`total` - `credited_total` - `paid_total`, 0)),
  SUM(IF(`payment_status` IN ('unpaid', 'partial'), 1, 0))
FROM `sales` GROUP BY COALESCE(`due_date`, `date`);

INSERT INTO `customer_receivable_totals` (`customer_id`, `row_count`, `due_total`, `open_bills`)
SELECT `customer_id`, COUNT(*), SUM(GREATEST(`total` - `credited_total` - `paid_total`, 0)),
  SUM(IF(`payment_status` IN ('unpaid', 'partial'), 1, 0))
FROM `sales` GROUP BY `customer_id`;

CREATE INDEX `sales_customer_id_date_total_sale_no_idx` ON `sales`(`customer_id`, `date`, `total`, `sale_no`);
CREATE INDEX `sale_payments_sale_id_paid_on_amount_method_idx` ON `sale_payments`(`sale_id`, `paid_on`, `amount`, `method`);
DROP INDEX `sale_payments_sale_id_paid_on_idx` ON `sale_payments`;

-- The receivables' page no longer groups every open bill, so the wide index that served it goes: it misled the
-- bills' list by status into a filesort.
DROP INDEX `sales_payment_status_customer_id_due_date_date_total_credite_idx` ON `sales`;
