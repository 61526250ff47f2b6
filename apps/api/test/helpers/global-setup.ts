import type { TestProject } from 'vitest/node';
import { dropTestDatabase } from './test-database';
import { createSchemaTemplate } from './schema-template';

/** Once per run, before any test file: the schema template the installed test databases copy; dropped after. */
export default async function setup(project: TestProject) {
  const template = await createSchemaTemplate();
  project.provide('schemaTemplate', template);
  return () => dropTestDatabase(template.database);
}
