-- Issue 27, section 3: a receipt for each payment of a bill, mailed to the customer when the payment is recorded
-- (a setting, on unless the business turns it off) with the receipt's PDF, made by the mail worker after the commit.
ALTER TABLE `settings` ADD COLUMN `payment_receipt_mail` BOOLEAN NOT NULL DEFAULT true;

INSERT IGNORE INTO `email_templates` (`event`, `name`, `variables`, `is_enabled`, `updated_at`) VALUES
  ('payment_receipt', 'Payment receipt', 'customer_name,receipt_number,payment_date,amount,method,sale_number,due_amount,system_name,date', true, CURRENT_TIMESTAMP(3));
