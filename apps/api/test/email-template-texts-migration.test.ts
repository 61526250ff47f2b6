import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATES } from '../src/db/email-templates';
import { applyMigrations, createDatabaseIfMissing, findMigrationsDir } from '../src/db/migrate';
import { createEmptyTestDatabaseName, dropTestDatabase, testDatabaseUrl } from './helpers/test-database';

const MIGRATION = '20261126100000_email_template_texts';
/** customer_added's English default of an earlier release (before the separate login link). */
const OLDER_DEFAULT = {
  subject: 'Welcome to {{system_name}}',
  body: '<p>Dear {{first_name}},</p><p>An account has been created for you at {{system_name}}.</p><p>Login e-mail: <b>{{login_email}}</b><br>Role: {{role}}</p><p>Set your password here: <a href="{{reset_link}}">{{reset_link}}</a></p>',
};

/*
 * An installation from before templates per language: its texts were English, in email_templates. The migration
 * keeps an English row only for a text the admin changed; one equal to a shipped default (today's or an earlier
 * release's) gets none, so that install sends each language its own stock text.
 */
describe(`migration ${MIGRATION}`, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'amc-template-texts-'));
  let database = '';
  afterAll(async () => {
    rmSync(scratch, { recursive: true, force: true });
    if (database) await dropTestDatabase(database);
  });

  it('moves only the edited texts to English rows, byte for byte, and drops the old columns', async () => {
    const all = findMigrationsDir();
    const before = join(scratch, 'before');
    for (const name of readdirSync(all).filter((name) => name < MIGRATION))
      cpSync(join(all, name), join(before, name), { recursive: true });
    database = await createEmptyTestDatabaseName();
    const url = testDatabaseUrl(database);
    await createDatabaseIfMissing(url);
    await applyMigrations(url, { migrationsDir: before });

    const connection = await mysql.createConnection(url);
    try {
      const insert = (event: string, subject: string, body: string) =>
        connection.query(
          'INSERT INTO email_templates (event, name, subject, body, variables, updated_at) VALUES (?, ?, ?, ?, ?, NOW(3))',
          [event, event, subject, body, ''],
        );
      const { sale, quotation, password_reset: reset } = DEFAULT_EMAIL_TEMPLATES;
      await insert('sale', sale.subject, sale.body);
      await insert('customer_added', OLDER_DEFAULT.subject, OLDER_DEFAULT.body);
      await insert('quotation', 'Our offer {{quotation_number}}', quotation.body);
      // Only the case differs: the column's collation would call it equal, the migration must not.
      await insert('password_reset', reset.subject.toUpperCase(), reset.body);

      await applyMigrations(url, { migrationsDir: all });
      const [rows] = await connection.query<RowDataPacket[]>(
        'SELECT t.event, x.language, x.subject, x.body FROM email_template_texts x JOIN email_templates t ON t.id = x.template_id ORDER BY t.event',
      );
      expect(rows.map((row) => ({ ...row }))).toEqual([
        { event: 'password_reset', language: 'en', subject: reset.subject.toUpperCase(), body: reset.body },
        {
          event: 'quotation',
          language: 'en',
          subject: 'Our offer {{quotation_number}}',
          body: quotation.body,
        },
      ]);
      const [columns] = await connection.query<RowDataPacket[]>(
        "SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'email_templates' AND COLUMN_NAME IN ('subject', 'body')",
      );
      expect(columns).toEqual([]);
    } finally {
      await connection.end();
    }
  });
});
