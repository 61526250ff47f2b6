/** What still points at a record, by the plural label of each kind of row: { quotation: 2, 'stock movement': 1 }. */
export type TUseCounts = Record<string, number>;

export const isInUse = (counts: TUseCounts) => Object.values(counts).some((n) => n > 0);

/** "2 quotations and 1 stock movement": the sentence part that tells a user why a delete is refused. */
export function describeUse(counts: TUseCounts): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([label, n]) => `${n} ${n === 1 ? label : `${label}s`}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}
