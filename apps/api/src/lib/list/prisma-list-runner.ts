import type { Prisma } from '../../generated/prisma/client';
import type { TListArgs, TListRunner } from './list-query';

/** The where and orderBy of a Prisma delegate (prisma.sale ...), as its findMany takes them. */
type TWhereOf<TDelegate> = NonNullable<Prisma.Args<TDelegate, 'findMany'>['where']>;
type TOrderByOf<TDelegate> = Extract<
  NonNullable<Prisma.Args<TDelegate, 'findMany'>['orderBy']>,
  readonly unknown[]
>[number];

/** What a list asks of a delegate: a capped count, and a page of ids. */
type TIdReader<TWhere, TOrderBy> = {
  count(args: { where: TWhere; orderBy: TOrderBy[]; take: number; cursor?: { id: number } }): Promise<number>;
  findMany(
    args: TListArgs<TWhere, TOrderBy> & { cursor?: { id: number }; select: { id: true } },
  ): Promise<{ id: number }[]>;
};

/** A page's rows by Prisma's own include or select (or neither: the table's columns). */
type TRowShape<TDelegate> = Partial<Pick<Prisma.Args<TDelegate, 'findMany'>, 'include' | 'select'>>;

/**
 * A list's runner (TListRunner) over one Prisma delegate: the capped count and the page's ids from the table's
 * indexes, then the rows of those ids, read with Prisma's include or select, or by a reader of the list's own
 * (readJoinedRows, which joins in one statement what Prisma's include reads in several).
 *
 *   prismaListRunner(prisma.tax)
 *   prismaListRunner(prisma.mailOutbox, { select: OUTBOX_COLUMNS })
 *   prismaListRunner(prisma.sale, (ids) => readJoinedRows<TSaleRow>(prisma, SALE_READ, ids))
 */
export function prismaListRunner<TDelegate, TRow>(
  delegate: TDelegate & TIdReader<TWhereOf<TDelegate>, TOrderByOf<TDelegate>>,
  readRows: (ids: number[]) => Promise<TRow[]>,
): TListRunner<TWhereOf<TDelegate>, TOrderByOf<TDelegate>, TRow>;
export function prismaListRunner<TDelegate, const TShape extends TRowShape<TDelegate> = object>(
  delegate: TDelegate & TIdReader<TWhereOf<TDelegate>, TOrderByOf<TDelegate>>,
  shape?: TShape,
): TListRunner<
  TWhereOf<TDelegate>,
  TOrderByOf<TDelegate>,
  Prisma.Result<TDelegate, TShape, 'findMany'>[number]
>;
export function prismaListRunner(
  delegate: TIdReader<unknown, unknown> & { findMany(args: object): Promise<unknown[]> },
  rows: ((ids: number[]) => Promise<unknown[]>) | { include?: object; select?: object } = {},
): TListRunner<unknown, unknown, unknown> {
  return {
    count: (args) => delegate.count(args),
    countFrom: ({ cursor, ...args }) => delegate.count({ ...args, cursor: { id: cursor } }),
    // Only the id column, so an index that covers the sort column answers without reading the rows.
    findIds: async ({ cursor, ...args }) =>
      (
        await delegate.findMany({
          ...args,
          cursor: cursor ? { id: cursor } : undefined,
          select: { id: true },
        })
      ).map((row) => row.id),
    findByIds:
      typeof rows === 'function' ? rows : (ids) => delegate.findMany({ where: { id: { in: ids } }, ...rows }),
  };
}
