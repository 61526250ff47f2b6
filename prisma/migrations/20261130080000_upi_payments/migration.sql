-- Issue 27, section 6: the business's UPI ID and payee name. With both set, a bill with money due carries a UPI
-- payment QR code (upi://pay with the amount and the bill number) on its PDF and in the customer's portal.
ALTER TABLE `settings`
    ADD COLUMN `upi_id` VARCHAR(100) NOT NULL DEFAULT '',
    ADD COLUMN `upi_payee_name` VARCHAR(100) NOT NULL DEFAULT '';
