import {
  type TCreateTaxBody,
  type TListTaxesQuery,
  type TTax,
  type TTaxDetail,
  type TTaxSortColumn,
  type TUpdateTaxBody,
} from '@amc/contracts';
import type { Prisma, Tax, TaxComponent } from '../../generated/prisma/client';
import type { TDb } from '../../lib/kernel/db-client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { withNameConflict } from '../../lib/kernel/db-errors';
import { inUseConflict, isInUse } from '../../lib/rules/in-use';
import { defineList, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';

type TWhere = Prisma.TaxWhereInput;
type TOrderBy = Prisma.TaxOrderByWithRelationInput;

const sort: Record<TTaxSortColumn, (order: Prisma.SortOrder) => TOrderBy> = {
  name: (order) => ({ name: order }),
  percentage: (order) => ({ percentage: order }),
  created_at: (order) => ({ createdAt: order }),
};
const taxList = defineList<TWhere, TOrderBy>({
  sort,
  defaultSort: { column: 'created_at', order: 'desc' },
  search: (term) => ({ name: { startsWith: term } }),
});

/** A tax is always read with its components, in their order. */
const WITH_COMPONENTS = { include: { components: { orderBy: { position: 'asc' } } } } as const;

export const toTax = (row: Tax & { components: TaxComponent[] }): TTax => ({
  id: row.id,
  name: row.name,
  percentage: row.percentage.toFixed(2),
  components: row.components.map((c) => ({
    name: c.name,
    percentage: c.percentage.toFixed(2),
    applies: c.applies,
  })),
  created_at: row.createdAt.toISOString(),
});

/** Replaces a tax's components with the body's, in their order. */
async function writeComponents(tx: TDb, taxId: number, components: TCreateTaxBody['components']) {
  await tx.taxComponent.deleteMany({ where: { taxId } });
  if (components.length)
    await tx.taxComponent.createMany({
      data: components.map((c, position) => ({ taxId, position, ...c })),
    });
}

/** "CGST 9% + SGST 9% (within the state); IGST 18% (across states)", for the activity log. */
const describeComponents = (components: TCreateTaxBody['components']) =>
  components.length
    ? ` made of ${components.map((c) => `${c.name} ${c.percentage}% (${c.applies.replace('_', ' ')})`).join(', ')}`
    : '';

export async function findTaxes(prisma: TPrisma, query: TListTaxesQuery) {
  return runList(prisma, query, taxList, [], prismaListRunner(prisma.tax, WITH_COMPONENTS), toTax, {
    filename: 'taxData',
    columns: [
      { header: 'column.taxName', value: (r) => r.name },
      { header: 'column.percentage', value: (r) => r.percentage },
      { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
    ],
  });
}

/**
 * One tax for its View page, with how many quotations and sales carry it. Each count starts from the lines'
 * tax_id index (quotation_items, sale_items) and reaches its documents by their primary key, so a tax used by few
 * lines costs few reads however large the tables grow. 404 for an unknown id.
 */
export async function getTaxDetail(prisma: TPrisma, id: number): Promise<TTaxDetail> {
  const [row, quotations, sales] = await Promise.all([
    prisma.tax.findUnique({ where: { id }, ...WITH_COMPONENTS }),
    prisma.quotation.count({ where: { items: { some: { taxId: id } } } }),
    prisma.sale.count({ where: { items: { some: { taxId: id } } } }),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...toTax(row), updated_at: row.updatedAt.toISOString(), usage: { quotations, sales } };
}

export async function createTax(prisma: TPrisma, caller: TCaller, body: TCreateTaxBody): Promise<TTax> {
  return withNameConflict(() =>
    prisma.$transaction(async (tx) => {
      const { id } = await tx.tax.create({ data: { name: body.name, percentage: body.percentage } });
      await writeComponents(tx, id, body.components);
      const row = await tx.tax.findUniqueOrThrow({ where: { id }, ...WITH_COMPONENTS });
      await recordActivity(tx, caller, {
        slug: 'tax',
        action: 'create',
        description: `Added the tax ${row.name} (${row.percentage.toFixed(2)}%)${describeComponents(body.components)}`,
        recordId: row.id,
      });
      return toTax(row);
    }),
  );
}

/**
 * Changes a tax. Lines already written keep the rate they were written with (their own tax_percent); their tax is
 * shared among the tax's components as they stand, by the components' rates.
 */
export async function updateTax(prisma: TPrisma, caller: TCaller, body: TUpdateTaxBody): Promise<TTax> {
  return withNameConflict(() =>
    prisma.$transaction(async (tx) => {
      const existing = await tx.tax.findUnique({ where: { id: body.id }, select: { id: true } });
      if (!existing) throw new AppError('NOT_FOUND');
      await tx.tax.update({ where: { id: body.id }, data: { name: body.name, percentage: body.percentage } });
      await writeComponents(tx, body.id, body.components);
      const row = await tx.tax.findUniqueOrThrow({ where: { id: body.id }, ...WITH_COMPONENTS });
      await recordActivity(tx, caller, {
        slug: 'tax',
        action: 'update',
        description: `Updated the tax ${row.name} (${row.percentage.toFixed(2)}%)${describeComponents(body.components)}`,
        recordId: row.id,
      });
      return toTax(row);
    }),
  );
}

/**
 * Deletes taxes all or nothing: an unknown id answers 404, a tax named by quotation or sale lines 409, and then
 * nothing is deleted. The lines' foreign key would only clear their link (ON DELETE SET NULL), so this check is
 * the rule; a line written between the check and the delete keeps its rate (tax_percent) and loses only the link.
 */
export async function deleteTaxes(prisma: TPrisma, caller: TCaller, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.tax.findMany({
      where: { id: { in: unique } },
      select: { id: true, name: true, _count: { select: { quotationItems: true, saleItems: true } } },
    });
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    for (const row of rows) {
      const use = { quotationLine: row._count.quotationItems, saleLine: row._count.saleItems };
      if (isInUse(use))
        throw await inUseConflict(tx, caller, ({ t, uses }) =>
          t('inUse.tax', { name: row.name, uses: uses(use) }),
        );
    }
    const { count } = await tx.tax.deleteMany({ where: { id: { in: unique } } });
    if (count !== unique.length) throw new AppError('NOT_FOUND');
    for (const row of rows) {
      await recordActivity(tx, caller, {
        slug: 'tax',
        action: 'delete',
        description: `Deleted the tax ${row.name}`,
        recordId: row.id,
      });
    }
    return unique;
  });
}
