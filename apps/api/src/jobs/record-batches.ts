/** How many rows a scheduled job reads at once, so no job holds a whole table in memory. */
export const JOB_BATCH_SIZE = 200;

/**
 * Walks rows in ascending id order, `size` at a time: `find(afterId, take)` answers the next rows after that id.
 * Stops when a batch comes back short.
 */
export async function* recordBatches<T extends { id: number }>(
  find: (afterId: number, take: number) => Promise<T[]>,
  size = JOB_BATCH_SIZE,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const rows = await find(afterId, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
