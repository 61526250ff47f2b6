-- Issue 14: e-mail templates per language. The per-event settings (on/off, days before, variables) stay on
-- email_templates; a subject and body live in email_template_texts, one row per language the admin edited. A
-- language without a row sends the shipped default of that language (apps/api/src/db/email-template-texts).
CREATE TABLE `email_template_texts` (
  `id` INTEGER NOT NULL AUTO_INCREMENT,
  `template_id` INTEGER NOT NULL,
  `language` VARCHAR(8) NOT NULL,
  `subject` VARCHAR(255) NOT NULL,
  `body` TEXT NOT NULL,
  `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  `updated_at` DATETIME(3) NOT NULL,
  UNIQUE INDEX `email_template_texts_template_id_language_key`(`template_id`, `language`),
  PRIMARY KEY (`id`),
  CONSTRAINT `email_template_texts_template_id_fkey` FOREIGN KEY (`template_id`) REFERENCES `email_templates`(`id`) ON DELETE CASCADE ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- The texts written so far were English. Only a text the admin changed becomes an English row: one still equal
-- to a shipped English default (today's, or an earlier release's, listed below) gets no row, so that install
-- sends every language its own stock text. Compared byte for byte: the column's collation ignores case.
INSERT INTO `email_template_texts` (`template_id`, `language`, `subject`, `body`, `created_at`, `updated_at`)
SELECT `t`.`id`, 'en', `t`.`subject`, `t`.`body`, `t`.`updated_at`, `t`.`updated_at`
FROM `email_templates` `t`
WHERE NOT EXISTS (
  SELECT 1 FROM (
  SELECT 'customer_added' AS `event`, 'Welcome to {{system_name}}' AS `subject`, '<p>Dear {{first_name}},</p><p>An account has been created for you at {{system_name}}.</p><p>Login e-mail: <b>{{login_email}}</b><br>Role: {{role}}</p><p>Sign in at <a href="{{login_link}}">{{login_link}}</a>.</p><p>To choose your own password, open <a href="{{reset_link}}">{{reset_link}}</a> and enter your login e-mail: we will send you a link to set it.</p>' AS `body`
  UNION ALL
  SELECT 'customer_added' AS `event`, 'Welcome to {{system_name}}' AS `subject`, '<p>Dear {{first_name}},</p><p>An account has been created for you at {{system_name}}.</p><p>Login e-mail: <b>{{login_email}}</b><br>Role: {{role}}</p><p>Set your password here: <a href="{{reset_link}}">{{reset_link}}</a></p>' AS `body`
  UNION ALL
  SELECT 'employee_added' AS `event`, 'Your employee account at {{system_name}}' AS `subject`, '<p>Dear {{employee_first_name}},</p><p>An employee account has been created for you at {{system_name}}.</p><p>Login e-mail: <b>{{login_email}}</b><br>Role: {{role}}</p><p>Sign in at <a href="{{login_link}}">{{login_link}}</a>.</p><p>To choose your own password, open <a href="{{reset_link}}">{{reset_link}}</a> and enter your login e-mail: we will send you a link to set it.</p>' AS `body`
  UNION ALL
  SELECT 'employee_added' AS `event`, 'Your employee account at {{system_name}}' AS `subject`, '<p>Dear {{employee_first_name}},</p><p>An employee account has been created for you at {{system_name}}.</p><p>Login e-mail: <b>{{login_email}}</b><br>Role: {{role}}</p><p>Set your password here: <a href="{{reset_link}}">{{reset_link}}</a></p>' AS `body`
  UNION ALL
  SELECT 'sale' AS `event`, 'Invoice {{sale_number}} from {{system_name}}' AS `subject`, '<p>Dear {{customer_name}},</p><p>Thank you for your purchase. Your invoice <b>{{sale_number}}</b> of {{sale_date}} totals <b>{{total}}</b>.</p><p>The invoice is attached.</p>' AS `body`
  UNION ALL
  SELECT 'quotation' AS `event`, 'Quotation {{quotation_number}} from {{system_name}}' AS `subject`, '<p>Dear {{customer_name}},</p><p>Please find attached our quotation <b>{{quotation_number}}</b> of {{quotation_date}} for <b>{{total}}</b>.</p>' AS `body`
  UNION ALL
  SELECT 'complaint_customer' AS `event`, 'Complaint {{complaint_number}} registered' AS `subject`, '<p>Dear {{customer_name}},</p><p>Your complaint <b>{{complaint_number}}</b> of {{complaint_date}} has been registered.</p><p>{{description}}</p><p>Assigned to: {{default employee_name "not yet assigned"}}</p>' AS `body`
  UNION ALL
  SELECT 'complaint_admin' AS `event`, 'New complaint {{complaint_number}} from {{customer_name}}' AS `subject`, '<p>Dear {{admin_first_name}},</p><p>Complaint <b>{{complaint_number}}</b> of {{complaint_date}} from {{customer_name}}:</p><p>{{description}}</p><p>Assigned to: {{default employee_name "nobody yet"}}</p>' AS `body`
  UNION ALL
  SELECT 'complaint_employee' AS `event`, 'Complaint {{complaint_number}} assigned to you' AS `subject`, '<p>Dear {{employee_first_name}},</p><p>Complaint <b>{{complaint_number}}</b> of {{complaint_date}} from {{customer_name}} is assigned to you.</p><p>{{description}}</p>' AS `body`
  UNION ALL
  SELECT 'complaint_resolved' AS `event`, 'Complaint {{complaint_number}} resolved' AS `subject`, '<p>Dear {{customer_name}},</p><p>Your complaint <b>{{complaint_number}}</b> of {{complaint_date}} has been resolved and closed.</p>{{#if resolution_note}}<p>What was done: {{resolution_note}}</p>{{/if}}{{#if charge}}<p>Charge: {{charge}}</p>{{/if}}<p>Thank you for your patience.</p>' AS `body`
  UNION ALL
  SELECT 'complaint_resolved' AS `event`, 'Complaint {{complaint_number}} resolved' AS `subject`, '<p>Dear {{customer_name}},</p><p>Your complaint <b>{{complaint_number}}</b> of {{complaint_date}} has been resolved and closed.</p><p>Thank you for your patience.</p>' AS `body`
  UNION ALL
  SELECT 'monthly_service_list' AS `event`, 'Your services this month at {{system_name}}' AS `subject`, '<p>Dear {{customer_name}},</p><p>These services are planned for you this month:</p><ul>{{#each services}}<li>{{this.service_date}}: {{this.service_title}}</li>{{/each}}</ul>' AS `body`
  UNION ALL
  SELECT 'service_reminder' AS `event`, 'Reminder: {{service_title}} on {{service_date}}' AS `subject`, '<p>Dear {{recipient_name}},</p><p>This is a reminder that the service <b>{{service_title}}</b> for {{customer_name}} is due on {{service_date}} (in {{days_before}} days).</p>' AS `body`
  UNION ALL
  SELECT 'service_done' AS `event`, 'Service {{service_title}} completed' AS `subject`, '<p>Dear {{customer_name}},</p><p>The service <b>{{service_title}}</b> was completed on {{service_date}} by {{employee_name}}.</p>' AS `body`
  UNION ALL
  SELECT 'employee_daily_tasks' AS `event`, 'Your tasks for {{date}}' AS `subject`, '<p>Dear {{employee_first_name}},</p><p>Your open tasks:</p><ul>{{#each tasks}}<li>{{this.name}}{{#if this.due_date}} (due {{this.due_date}}){{/if}}</li>{{/each}}</ul>{{#if tasks_link}}<p>Open them and mark them done at <a href="{{tasks_link}}">{{tasks_link}}</a>.</p>{{/if}}' AS `body`
  UNION ALL
  SELECT 'employee_daily_tasks' AS `event`, 'Your tasks for {{date}}' AS `subject`, '<p>Dear {{employee_first_name}},</p><p>Your open tasks:</p><ul>{{#each tasks}}<li>{{this.name}}{{#if this.due_date}} (due {{this.due_date}}){{/if}}</li>{{/each}}</ul>' AS `body`
  UNION ALL
  SELECT 'password_reset' AS `event`, 'Reset your password at {{system_name}}' AS `subject`, '<p>Dear {{first_name}},</p><p>Someone asked to reset the password of your account. Use this link within 60 minutes:</p><p><a href="{{reset_link}}">{{reset_link}}</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>' AS `body`
  UNION ALL
  SELECT 'welcome_admin' AS `event`, '{{system_name}} is installed' AS `subject`, '<p>Dear {{admin_first_name}},</p><p>Your installation at <b>{{domain_name}}</b> is complete. Sign in with <b>{{login_email}}</b> at <a href="{{login_link}}">{{login_link}}</a>.</p><p>Next steps: fill in your business details under Settings, then add your employees, customers and products.</p>' AS `body`
  ) `d`
  WHERE `d`.`event` = `t`.`event`
    AND CAST(`d`.`subject` AS BINARY) = CAST(`t`.`subject` AS BINARY)
    AND CAST(`d`.`body` AS BINARY) = CAST(`t`.`body` AS BINARY)
);

ALTER TABLE `email_templates` DROP COLUMN `subject`, DROP COLUMN `body`;
