-- Issue 27, section 3: the statement of account's mail, on for every installation (its texts ship in every language).
INSERT IGNORE INTO `email_templates` (`event`, `name`, `variables`, `is_enabled`, `updated_at`) VALUES
  ('statement', 'Statement of account', 'customer_name,start_date,end_date,closing_balance,system_name,date', true, CURRENT_TIMESTAMP(3));

-- Receivables by age read every open bill's customer, due day and sums from one index, never the rows: a covering
-- index of the open bills by customer.
CREATE INDEX `sales_payment_status_customer_id_due_date_date_total_credite_idx` ON `sales`(`payment_status`, `customer_id`, `due_date`, `date`, `total`, `credited_total`, `paid_total`);
