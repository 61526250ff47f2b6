-- Issue 13: the assigned employee resolves a complaint with a note of what was done; the customer's
-- "complaint resolved" mail quotes it and the charge, and the employee's daily task list links to its tasks.
ALTER TABLE `complaints` ADD COLUMN `resolution_note` TEXT NULL;

-- The default texts follow, unless the admin has already changed them (an edited template is the admin's).
UPDATE `email_templates`
SET `body` = '<p>Dear {{customer_name}},</p><p>Your complaint <b>{{complaint_number}}</b> of {{complaint_date}} has been resolved and closed.</p>{{#if resolution_note}}<p>What was done: {{resolution_note}}</p>{{/if}}{{#if charge}}<p>Charge: {{charge}}</p>{{/if}}<p>Thank you for your patience.</p>'
WHERE `event` = 'complaint_resolved' AND `body` = '<p>Dear {{customer_name}},</p><p>Your complaint <b>{{complaint_number}}</b> of {{complaint_date}} has been resolved and closed.</p><p>Thank you for your patience.</p>';
UPDATE `email_templates`
SET `variables` = 'customer_name,complaint_number,complaint_date,description,resolution_note,charge,employee_name,system_name,date'
WHERE `event` = 'complaint_resolved';

UPDATE `email_templates`
SET `body` = '<p>Dear {{employee_first_name}},</p><p>Your open tasks:</p><ul>{{#each tasks}}<li>{{this.name}}{{#if this.due_date}} (due {{this.due_date}}){{/if}}</li>{{/each}}</ul>{{#if tasks_link}}<p>Open them and mark them done at <a href="{{tasks_link}}">{{tasks_link}}</a>.</p>{{/if}}'
WHERE `event` = 'employee_daily_tasks' AND `body` = '<p>Dear {{employee_first_name}},</p><p>Your open tasks:</p><ul>{{#each tasks}}<li>{{this.name}}{{#if this.due_date}} (due {{this.due_date}}){{/if}}</li>{{/each}}</ul>';
UPDATE `email_templates`
SET `variables` = 'employee_first_name,employee_name,tasks,tasks_link,system_name,date'
WHERE `event` = 'employee_daily_tasks';
