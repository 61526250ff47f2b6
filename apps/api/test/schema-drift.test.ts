import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDMMF, type GetDMMFError } from '@prisma/get-dmmf';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, findMigrationsDir } from '../src/db/migrate';
import { copySchemaTemplate } from './helpers/schema-template';
import {
  createEmptyTestDatabaseName,
  createTestDatabase,
  dropTestDatabase,
  testDatabaseUrl,
  type TTestDatabase,
} from './helpers/test-database';

/*
 * The migrations are hand-written SQL (DESIGN.md section 3), so nothing but this test keeps them equal to
 * schema.prisma. It reads the schema with Prisma's own parser (DMMF) and the live database of a freshly migrated
 * test database from information_schema, turns both into the same shape and compares them. A field added to the
 * schema without a migration, a migration that adds a column the schema lacks, a changed type, default, index
 * or ON DELETE rule: each shows up as a line in a failed expectation.
 */

type TDocument = Exclude<ReturnType<typeof getDMMF>, GetDMMFError>;
type TDatamodel = TDocument['datamodel'];
type TModel = TDatamodel['models'][number];
type TField = TModel['fields'][number];

type TColumn = { type: string; nullable: boolean; default: string | null; autoIncrement: boolean };
type TIndex = { unique: boolean; columns: string[] };
type TForeignKey = {
  name: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: string;
  onUpdate: string;
};
type TTable = {
  columns: Map<string, TColumn>;
  /** By index name; the primary key is `PRIMARY`. */
  indexes: Map<string, TIndex>;
  /** By constrained columns, so a renamed constraint shows as a different name rather than missing + extra. */
  foreignKeys: Map<string, TForeignKey>;
};
type TSchema = Map<string, TTable>;

const SCHEMA_PATH = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));
const MIGRATIONS_TABLE = '_prisma_migrations';
/** MySQL's identifier limit, which Prisma's default constraint names are cut to. */
const MAX_IDENTIFIER = 64;
const REFERENTIAL_ACTIONS: Record<string, string> = {
  Cascade: 'CASCADE',
  Restrict: 'RESTRICT',
  NoAction: 'NO ACTION',
  SetNull: 'SET NULL',
  SetDefault: 'SET DEFAULT',
};

function readDatamodel(): TDatamodel {
  const result = getDMMF({ datamodel: readFileSync(SCHEMA_PATH, 'utf8') });
  if ('reason' in result)
    throw new Error(`schema.prisma does not parse: ${result.reason}`, { cause: result.error });
  return result.datamodel;
}

// ------------------------------------------------------------------------------------------------------------
// schema.prisma -> TSchema, following Prisma's MySQL rules
// ------------------------------------------------------------------------------------------------------------

const tableName = (model: TModel) => model.dbName ?? model.name;
const columnName = (field: TField) => field.dbName ?? field.name;

function fieldOf(model: TModel, name: string): TField {
  const field = model.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${model.name} has no field ${name}`);
  return field;
}

/** Prisma's default index and unique names: `{table}_{columns}_idx|_key`, cut to the identifier limit. */
function defaultIndexName(table: string, columns: string[], suffix: '_idx' | '_key'): string {
  const base = `${table}_${columns.join('_')}`;
  return (
    (base.length >= MAX_IDENTIFIER - suffix.length ? base.slice(0, MAX_IDENTIFIER - suffix.length) : base) +
    suffix
  );
}

/** Prisma's default foreign key name: `{table}_{columns}_fkey`, cut to the identifier limit. */
function defaultForeignKeyName(table: string, columns: string[]): string {
  const base = `${table}_${columns.join('_')}`;
  return (base.length >= MAX_IDENTIFIER - 5 ? base.slice(0, MAX_IDENTIFIER - 5) : base) + '_fkey';
}

/** The column type MySQL/MariaDB report for a field, in the normalised form of `normaliseColumnType`. */
function prismaColumnType(field: TField, enums: Map<string, string[]>): string {
  if (field.kind === 'enum') {
    const values = enums.get(field.type);
    if (!values) throw new Error(`unknown enum ${field.type}`);
    return `enum(${values.map((value) => `'${value}'`).join(',')})`;
  }
  const [native, args = []] = field.nativeType ?? [];
  const withArgs = (name: string) => (args.length ? `${name}(${args.join(',')})` : name);
  switch (native) {
    case undefined:
      break;
    case 'VarChar':
    case 'Char':
    case 'Decimal':
    case 'DateTime':
    case 'Timestamp':
    case 'Time':
    case 'Binary':
    case 'VarBinary':
    case 'Bit':
      return withArgs(native.toLowerCase());
    case 'Text':
    case 'TinyText':
    case 'MediumText':
    case 'LongText':
    case 'Date':
    case 'Year':
    case 'Float':
    case 'Double':
    case 'SmallInt':
    case 'MediumInt':
    case 'BigInt':
    case 'TinyBlob':
    case 'Blob':
    case 'MediumBlob':
    case 'LongBlob':
      return native.toLowerCase();
    case 'Int':
      return 'int';
    case 'TinyInt':
      return field.type === 'Boolean' ? 'tinyint(1)' : 'tinyint';
    case 'UnsignedInt':
    case 'UnsignedSmallInt':
    case 'UnsignedTinyInt':
    case 'UnsignedMediumInt':
    case 'UnsignedBigInt':
      return `${native.slice('Unsigned'.length).toLowerCase()} unsigned`;
    default:
      throw new Error(`${field.name}: native type @db.${native} is not known to this test; add it here.`);
  }
  const defaults: Record<string, string> = {
    String: 'varchar(191)',
    Int: 'int',
    BigInt: 'bigint',
    Boolean: 'tinyint(1)',
    DateTime: 'datetime(3)',
    Decimal: 'decimal(65,30)',
    Float: 'double',
    Bytes: 'longblob',
  };
  const type = defaults[field.type];
  if (!type) throw new Error(`${field.name}: type ${field.type} is not known to this test; add it here.`);
  return type;
}

/** The function of `@default(fn())`, if the default is one. */
function defaultFunction(field: TField): { name: string; args: ReadonlyArray<string | number> } | null {
  const value = field.default;
  return typeof value === 'object' && value !== null && 'name' in value ? value : null;
}

const isNumericType = (type: string) =>
  /^(tinyint|smallint|mediumint|int|bigint|decimal|float|double)\b/.test(type);
const canonicalNumber = (value: string | number) => String(Number(value));

/** The column default MySQL keeps for a field's @default, in the normalised form of `databaseDefault`. */
function prismaDefault(field: TField, type: string): string | null {
  if (!field.hasDefaultValue || field.default === undefined) return null;
  const value = field.default;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return canonicalNumber(value);
  if (typeof value === 'string') return isNumericType(type) ? canonicalNumber(value) : value;
  const fn = defaultFunction(field);
  if (!fn) throw new Error(`${field.name}: list defaults are not supported on MySQL`);
  if (fn.name === 'now') return `current_timestamp(${field.nativeType?.[1][0] ?? 3})`;
  if (fn.name === 'dbgenerated') return String(fn.args[0] ?? '').toLowerCase() || null;
  // autoincrement() is the column's AUTO_INCREMENT; cuid(), uuid() and the like are made by the client.
  return null;
}

function schemaFromPrisma(datamodel: TDatamodel): TSchema {
  const enums = new Map(
    datamodel.enums.map((e) => [e.name, e.values.map((value) => value.dbName ?? value.name)]),
  );
  const models = new Map(datamodel.models.map((model) => [model.name, model]));
  const schema: TSchema = new Map();
  for (const model of datamodel.models) {
    const table = tableName(model);
    const columns = new Map<string, TColumn>();
    for (const field of model.fields) {
      if (field.kind === 'object') continue;
      const type = prismaColumnType(field, enums);
      columns.set(columnName(field), {
        type,
        nullable: !field.isRequired,
        default: prismaDefault(field, type),
        autoIncrement: defaultFunction(field)?.name === 'autoincrement',
      });
    }

    const indexes = new Map<string, TIndex>();
    for (const index of datamodel.indexes.filter((candidate) => candidate.model === model.name)) {
      const names = index.fields.map((part) => columnName(fieldOf(model, part.name)));
      const name =
        index.type === 'id'
          ? 'PRIMARY'
          : (index.dbName ?? defaultIndexName(table, names, index.type === 'unique' ? '_key' : '_idx'));
      indexes.set(name, {
        unique: index.type === 'id' || index.type === 'unique',
        columns: index.fields.map((part, i) =>
          indexColumn(names[i] as string, part.length ?? null, part.sortOrder === 'desc'),
        ),
      });
    }

    const foreignKeys = new Map<string, TForeignKey>();
    for (const field of model.fields) {
      if (field.kind !== 'object' || !field.relationFromFields?.length) continue;
      const target = models.get(field.type);
      if (!target) throw new Error(`unknown model ${field.type}`);
      const fkColumns = field.relationFromFields.map((name) => columnName(fieldOf(model, name)));
      const onDelete = field.relationOnDelete ?? (field.isRequired ? 'Restrict' : 'SetNull');
      foreignKeys.set(fkColumns.join(','), {
        name: defaultForeignKeyName(table, fkColumns),
        columns: fkColumns,
        referencedTable: tableName(target),
        referencedColumns: (field.relationToFields ?? []).map((name) => columnName(fieldOf(target, name))),
        onDelete: REFERENTIAL_ACTIONS[onDelete] ?? onDelete,
        onUpdate: REFERENTIAL_ACTIONS[field.relationOnUpdate ?? 'Cascade'] ?? String(field.relationOnUpdate),
      });
    }
    schema.set(table, { columns, indexes, foreignKeys });
  }
  return schema;
}

const indexColumn = (column: string, length: number | null, descending: boolean) =>
  `${column}${length ? `(${length})` : ''}${descending ? ' DESC' : ''}`;

// ------------------------------------------------------------------------------------------------------------
// information_schema -> TSchema
// ------------------------------------------------------------------------------------------------------------

/** MariaDB and MySQL before 8.0.19 print integer display widths (int(11)); Prisma does not care about them. */
function normaliseColumnType(columnType: string): string {
  return columnType
    .toLowerCase()
    .replace(/^(smallint|mediumint|int|bigint)\(\d+\)/, '$1')
    .replace(/^tinyint\((\d+)\)/, (whole, width: string) => (width === '1' ? whole : 'tinyint'));
}

/** MariaDB quotes string defaults and writes NULL for "no default" of a nullable column; MySQL does neither. */
function databaseDefault(raw: string | null, type: string, isMariaDb: boolean): string | null {
  if (raw === null || raw === 'NULL') return null;
  if (/^current_timestamp/i.test(raw)) return raw.toLowerCase().replace(/\(\)$/, '');
  let value = raw;
  if (isMariaDb && /^'.*'$/s.test(value))
    value = value.slice(1, -1).replace(/''/g, "'").replace(/\\\\/g, '\\');
  return isNumericType(type) ? canonicalNumber(value) : value;
}

type TTableRow = RowDataPacket & { tableName: string; engine: string | null; collation: string | null };

async function schemaFromDatabase(
  databaseUrl: string,
  database: string,
): Promise<{ schema: TSchema; tables: TTableRow[] }> {
  const connection = await mysql.createConnection(databaseUrl);
  try {
    const [[version]] = await connection.query<RowDataPacket[]>('SELECT VERSION() AS version');
    const isMariaDb = /mariadb/i.test(String(version?.version));
    const [tables] = await connection.query<TTableRow[]>(
      `SELECT TABLE_NAME AS tableName, ENGINE AS engine, TABLE_COLLATION AS collation
         FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'`,
      [database],
    );
    const [columns] = await connection.query<RowDataPacket[]>(
      `SELECT TABLE_NAME AS tableName, COLUMN_NAME AS columnName, COLUMN_TYPE AS columnType,
              IS_NULLABLE AS isNullable, COLUMN_DEFAULT AS columnDefault, EXTRA AS extra
         FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, ORDINAL_POSITION`,
      [database],
    );
    const [statistics] = await connection.query<RowDataPacket[]>(
      `SELECT TABLE_NAME AS tableName, INDEX_NAME AS indexName, NON_UNIQUE AS nonUnique, COLUMN_NAME AS columnName,
              SUB_PART AS subPart, COLLATION AS collation
         FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`,
      [database],
    );
    const [foreignKeys] = await connection.query<RowDataPacket[]>(
      `SELECT rc.TABLE_NAME AS tableName, rc.CONSTRAINT_NAME AS name, rc.REFERENCED_TABLE_NAME AS referencedTable,
              rc.DELETE_RULE AS onDelete, rc.UPDATE_RULE AS onUpdate,
              k.COLUMN_NAME AS columnName, k.REFERENCED_COLUMN_NAME AS referencedColumn
         FROM information_schema.REFERENTIAL_CONSTRAINTS rc
         JOIN information_schema.KEY_COLUMN_USAGE k
           ON k.CONSTRAINT_SCHEMA = rc.CONSTRAINT_SCHEMA AND k.TABLE_NAME = rc.TABLE_NAME
          AND k.CONSTRAINT_NAME = rc.CONSTRAINT_NAME
        WHERE rc.CONSTRAINT_SCHEMA = ? ORDER BY rc.TABLE_NAME, rc.CONSTRAINT_NAME, k.ORDINAL_POSITION`,
      [database],
    );

    const schema: TSchema = new Map();
    for (const row of tables) {
      schema.set(row.tableName, { columns: new Map(), indexes: new Map(), foreignKeys: new Map() });
    }
    const tableOf = (name: string): TTable => {
      const table = schema.get(name);
      if (!table) throw new Error(`information_schema names an unknown table ${name}`);
      return table;
    };
    for (const row of columns) {
      const type = normaliseColumnType(String(row.columnType));
      tableOf(row.tableName).columns.set(row.columnName, {
        type,
        nullable: row.isNullable === 'YES',
        default: databaseDefault(
          row.columnDefault === null ? null : String(row.columnDefault),
          type,
          isMariaDb,
        ),
        autoIncrement: /auto_increment/i.test(String(row.extra)),
      });
    }
    for (const row of statistics) {
      const indexes = tableOf(row.tableName).indexes;
      const index = indexes.get(row.indexName) ?? { unique: Number(row.nonUnique) === 0, columns: [] };
      index.columns.push(
        indexColumn(row.columnName, row.subPart === null ? null : Number(row.subPart), row.collation === 'D'),
      );
      indexes.set(row.indexName, index);
    }
    const byConstraint = new Map<string, TForeignKey & { table: string }>();
    for (const row of foreignKeys) {
      const key = `${row.tableName}.${row.name}`;
      const fk = byConstraint.get(key) ?? {
        table: row.tableName as string,
        name: row.name as string,
        columns: [],
        referencedTable: row.referencedTable as string,
        referencedColumns: [],
        onDelete: row.onDelete as string,
        onUpdate: row.onUpdate as string,
      };
      fk.columns.push(row.columnName);
      fk.referencedColumns.push(row.referencedColumn);
      byConstraint.set(key, fk);
    }
    for (const { table, ...fk } of byConstraint.values())
      tableOf(table).foreignKeys.set(fk.columns.join(','), fk);
    return { schema, tables };
  } finally {
    await connection.end();
  }
}

// ------------------------------------------------------------------------------------------------------------
// Comparison
// ------------------------------------------------------------------------------------------------------------

type TPart = 'columns' | 'indexes' | 'foreignKeys';
const PART_LABEL: Record<TPart, string> = {
  columns: 'column',
  indexes: 'index',
  foreignKeys: 'foreign key on',
};

/** One readable line per difference of one part (columns, indexes or foreign keys) of every common table. */
function differences(expected: TSchema, actual: TSchema, part: TPart): string[] {
  const lines: string[] = [];
  for (const [table, wanted] of expected) {
    const found = actual.get(table);
    if (!found) continue;
    const wantedItems = wanted[part] as Map<string, unknown>;
    const foundItems = found[part] as Map<string, unknown>;
    for (const [key, item] of wantedItems) {
      const other = foundItems.get(key);
      if (other === undefined) {
        lines.push(
          `${table}: ${PART_LABEL[part]} ${key} is in schema.prisma but no migration creates it: ${JSON.stringify(item)}`,
        );
      } else if (JSON.stringify(other) !== JSON.stringify(item)) {
        lines.push(
          `${table}: ${PART_LABEL[part]} ${key} differs: schema.prisma ${JSON.stringify(item)}, database ${JSON.stringify(other)}`,
        );
      }
    }
    for (const [key, item] of foundItems) {
      if (!wantedItems.has(key)) {
        lines.push(
          `${table}: ${PART_LABEL[part]} ${key} is in the database but not in schema.prisma: ${JSON.stringify(item)}`,
        );
      }
    }
  }
  return lines;
}

// ------------------------------------------------------------------------------------------------------------
// Tests
// ------------------------------------------------------------------------------------------------------------

describe('schema.prisma and the migrations', () => {
  let db: TTestDatabase;
  let datamodel: TDatamodel;
  let expected: TSchema;
  let actual: TSchema;
  let tables: TTableRow[];

  beforeAll(async () => {
    datamodel = readDatamodel();
    expected = schemaFromPrisma(datamodel);
    db = await createTestDatabase();
    ({ schema: actual, tables } = await schemaFromDatabase(db.url, db.name));
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('has a table for every model and no other table but _prisma_migrations', () => {
    const modelTables = [...expected.keys()].sort();
    const databaseTables = [...actual.keys()].filter((name) => name !== MIGRATIONS_TABLE).sort();
    expect(databaseTables).toEqual(modelTables);
    expect(actual.has(MIGRATIONS_TABLE)).toBe(true);
  });

  it('has every column with the same type, nullability and default, and no other column', () => {
    expect(differences(expected, actual, 'columns')).toEqual([]);
  });

  it('has every @id, @unique, @@unique and @@index with the same columns in order, and no other index', () => {
    expect(differences(expected, actual, 'indexes')).toEqual([]);
  });

  it('has a foreign key for every relation with the same ON DELETE and ON UPDATE rules, and no other', () => {
    expect(differences(expected, actual, 'foreignKeys')).toEqual([]);
  });

  it('makes InnoDB tables in utf8mb4_unicode_ci', () => {
    const odd = tables
      .filter((table) => table.engine !== 'InnoDB' || table.collation !== 'utf8mb4_unicode_ci')
      .map((table) => `${table.tableName}: ${table.engine} ${table.collation}`);
    expect(odd).toEqual([]);
  });

  it('keeps the house rules: native string types, no Json, an index under every foreign key', () => {
    const problems: string[] = [];
    for (const model of datamodel.models) {
      for (const field of model.fields) {
        if (field.type === 'String' && !field.nativeType)
          problems.push(`${model.name}.${field.name} needs @db.VarChar(n) or @db.Text`);
        if (field.type === 'Json')
          problems.push(`${model.name}.${field.name} is Json: MariaDB reports it as longtext`);
      }
      const table = expected.get(tableName(model));
      for (const fk of table?.foreignKeys.values() ?? []) {
        const covered = [...(table?.indexes.values() ?? [])].some((index) =>
          fk.columns.every((column, i) => index.columns[i] === column),
        );
        if (!covered)
          problems.push(
            `${model.name}: foreign key ${fk.name} needs an @@index starting with ${fk.columns.join(', ')}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('records every migration folder as finished in _prisma_migrations, with its sha256 checksum', async () => {
    const migrationsDir = findMigrationsDir();
    const folders = readdirSync(migrationsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const connection = await mysql.createConnection(db.url);
    try {
      const [rows] = await connection.query<RowDataPacket[]>(
        'SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
      );
      expect(rows.map((row) => row.migration_name)).toEqual(folders);
      for (const row of rows) {
        const sql = readFileSync(join(migrationsDir, row.migration_name, 'migration.sql'), 'utf8');
        expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.rolled_back_at).toBeNull();
        expect(Number(row.applied_steps_count)).toBe(1);
      }
    } finally {
      await connection.end();
    }
    expect(await applyMigrations(db.url)).toEqual({ applied: [] });
  });

  it('is what the installed test databases copy from the run’s template (helpers/schema-template.ts)', async () => {
    const name = await createEmptyTestDatabaseName();
    await copySchemaTemplate(name);
    try {
      const copy = await schemaFromDatabase(testDatabaseUrl(name), name);
      expect(copy.schema).toEqual(actual);
      const byName = (rows: TTableRow[]) =>
        rows.map((row) => ({ ...row })).sort((a, b) => a.tableName.localeCompare(b.tableName));
      expect(byName(copy.tables)).toEqual(byName(tables));
      // The rows the migrations put in, and every migration recorded: the wizard applies none.
      expect(await rowCounts(testDatabaseUrl(name), name)).toEqual(await rowCounts(db.url, db.name));
      expect(await applyMigrations(testDatabaseUrl(name))).toEqual({ applied: [] });
    } finally {
      await dropTestDatabase(name);
    }
  });
});

/** How many rows each table of the database holds. */
async function rowCounts(databaseUrl: string, database: string): Promise<Record<string, number>> {
  const connection = await mysql.createConnection(databaseUrl);
  try {
    const [tables] = await connection.query<RowDataPacket[]>(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'`,
      [database],
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables as { name: string }[]) {
      const [[row]] = await connection.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${name}\``);
      counts[name] = Number(row!.n);
    }
    return counts;
  } finally {
    await connection.end();
  }
}
