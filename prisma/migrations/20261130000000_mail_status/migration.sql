-- Issue 26, section 2: while mail cannot go out, admins are told. The mail worker keeps since when its sends fail
-- and the mail server's last words here.
ALTER TABLE `settings`
    ADD COLUMN `mail_failing_since` DATETIME(3) NULL,
    ADD COLUMN `mail_last_error` VARCHAR(500) NULL;
