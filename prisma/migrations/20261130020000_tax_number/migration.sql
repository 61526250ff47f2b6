-- The business's tax registration number, asked by the install wizard and printed on every document (issue 26).
ALTER TABLE `settings` ADD COLUMN `tax_number` VARCHAR(40) NOT NULL DEFAULT '';
