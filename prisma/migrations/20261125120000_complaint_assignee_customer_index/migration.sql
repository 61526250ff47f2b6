-- An employee's search by a customer's name (complaints: assigned_to_id = ? AND customer_id IN (the customers
-- found) ORDER BY created_at DESC) read every complaint of the customers found from the table to learn its
-- assignee ("Priya" at 1M complaints: 14,700 row reads, 0.6 s). With (assigned_to_id, customer_id, created_at)
-- it is one short range per customer, read from the index alone (574 entries), then sorted.
CREATE INDEX `complaints_assigned_to_id_customer_id_created_at_idx` ON `complaints`(`assigned_to_id`, `customer_id`, `created_at`);
