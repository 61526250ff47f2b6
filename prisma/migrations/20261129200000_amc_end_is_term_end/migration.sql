-- Issue 25: a contract's end date is its term's last day (start + interval x number of visits, less one day; the
-- day before its renewal would start), no longer its last visit's date. Its standing (expiring, expired), the
-- reminders before its end, its equipment's cover and its renewal now count to the same day. DATE_ADD clamps to a
-- month's last day as the app's addMonths does (31 January + 1 month is 28 or 29 February).
UPDATE `amcs`
SET `end_date` = DATE_SUB(DATE_ADD(`start_date`, INTERVAL `interval_months` * `service_count` MONTH), INTERVAL 1 DAY);
