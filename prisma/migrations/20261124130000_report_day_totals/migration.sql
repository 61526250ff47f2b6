-- Issue 11: reports and the dashboard over a million services, complaints and sales. A covering index still
-- reads every row of the range (5 years of services: 0.6-1.3 s at scale 1), so the unscoped figures come from
-- per-day totals, kept in the same transaction as every write (apps/api/src/lib/day-totals.ts) and filled
-- here from the rows already there. Scoped callers (a customer, an employee) read their own rows by index.

-- CreateTable
CREATE TABLE `service_day_totals` (
    `day` DATE NOT NULL,
    `status` ENUM('open', 'pending', 'progress', 'closed') NOT NULL,
    `row_count` INTEGER NOT NULL,
    `charge_total` DECIMAL(16, 2) NOT NULL,

    PRIMARY KEY (`day`, `status`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `complaint_day_totals` (
    `day` DATE NOT NULL,
    `status` ENUM('open', 'pending', 'progress', 'closed') NOT NULL,
    `row_count` INTEGER NOT NULL,
    `charge_total` DECIMAL(16, 2) NOT NULL,

    PRIMARY KEY (`day`, `status`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `complaint_type_day_totals` (
    `day` DATE NOT NULL,
    `type_id` INTEGER NOT NULL,
    `row_count` INTEGER NOT NULL,
    `charge_total` DECIMAL(16, 2) NOT NULL,

    PRIMARY KEY (`day`, `type_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `sale_day_totals` (
    `day` DATE NOT NULL,
    `row_count` INTEGER NOT NULL,
    `gross_total` DECIMAL(16, 2) NOT NULL,
    `tax_total` DECIMAL(16, 2) NOT NULL,
    `discount_total` DECIMAL(16, 2) NOT NULL,
    `total` DECIMAL(16, 2) NOT NULL,
    `paid_total` DECIMAL(16, 2) NOT NULL,

    PRIMARY KEY (`day`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- Fill from existing rows
INSERT INTO `service_day_totals` (`day`, `status`, `row_count`, `charge_total`)
SELECT `service_date`, `status`, COUNT(*), SUM(`charge`) FROM `services` GROUP BY `service_date`, `status`;

INSERT INTO `complaint_day_totals` (`day`, `status`, `row_count`, `charge_total`)
SELECT `complaint_date`, `status`, COUNT(*), SUM(`charge`) FROM `complaints` GROUP BY `complaint_date`, `status`;

INSERT INTO `complaint_type_day_totals` (`day`, `type_id`, `row_count`, `charge_total`)
SELECT `complaint_date`, COALESCE(`type_id`, 0), COUNT(*), SUM(`charge`)
FROM `complaints` GROUP BY `complaint_date`, COALESCE(`type_id`, 0);

INSERT INTO `sale_day_totals` (`day`, `row_count`, `gross_total`, `tax_total`, `discount_total`, `total`, `paid_total`)
SELECT `date`, COUNT(*), SUM(`gross_total`), SUM(`tax_total`), SUM(`discount_total`), SUM(`total`), SUM(`paid_total`)
FROM `sales` GROUP BY `date`;
