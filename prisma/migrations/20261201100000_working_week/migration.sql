-- Issue 28, section 1: the business's working week. Each weekday's opening and closing time, Sunday first, a closed day
-- empty (packages/contracts working-week.ts), replacing the list of weekly days off: a day off is a day without hours.
-- The days that were working days open 9:00 to 18:00.
ALTER TABLE `settings`
  ADD COLUMN `working_week` VARCHAR(100) NOT NULL
  DEFAULT ',09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00';

UPDATE `settings` SET `working_week` = CONCAT_WS(',',
  IF(FIND_IN_SET('0', `weekly_off_days`), '', '09:00-18:00'),
  IF(FIND_IN_SET('1', `weekly_off_days`), '', '09:00-18:00'),
  IF(FIND_IN_SET('2', `weekly_off_days`), '', '09:00-18:00'),
  IF(FIND_IN_SET('3', `weekly_off_days`), '', '09:00-18:00'),
  IF(FIND_IN_SET('4', `weekly_off_days`), '', '09:00-18:00'),
  IF(FIND_IN_SET('5', `weekly_off_days`), '', '09:00-18:00'),
  IF(FIND_IN_SET('6', `weekly_off_days`), '', '09:00-18:00'));

ALTER TABLE `settings` DROP COLUMN `weekly_off_days`;
