-- Issue 27, section 4: document numbers that restart each financial year. With a first month set (April in India),
-- bills, quotations and purchases take INV/2026-27/0001 from a counter of their own per year (counters.name
-- 'sale:2026-27'); 0 keeps the one series that runs on (INV-00001).
ALTER TABLE `settings` ADD COLUMN `financial_year_start_month` TINYINT NOT NULL DEFAULT 0;
