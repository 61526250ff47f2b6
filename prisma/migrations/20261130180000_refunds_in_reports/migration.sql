-- Issue 27, section 2: income follows refunds. What the credit notes of each day gave back in money, kept beside them
-- (lib/day-totals CREDIT_NOTE_DAY_TOTALS), so the sell report shows the refunds and the money received net of them.
ALTER TABLE `credit_note_day_totals` ADD COLUMN `refunded_total` DECIMAL(16, 2) NOT NULL DEFAULT 0;

UPDATE `credit_note_day_totals` AS totals
JOIN (SELECT `date`, SUM(`refunded_total`) AS refunded FROM `credit_notes` GROUP BY `date`) AS notes
  ON notes.`date` = totals.`day`
SET totals.`refunded_total` = notes.refunded;
