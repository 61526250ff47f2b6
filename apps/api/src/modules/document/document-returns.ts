import { AppError, type TIssue } from '../../lib/kernel/app-error';

/** A line the body names to take back: the source line's id, how many, and (a credit note's) back into stock. */
type TWantedLine = { id: number; quantity: number; restock?: boolean };

/** One chosen line with how many go back; the same line named twice counts once, summed. */
export type TChosenLine<TLine> = { item: TLine; quantity: number; restock: boolean; index: number };

/**
 * The lines of a document a return takes back (a credit note's of its bill, a purchase return's of its purchase),
 * checked against what the document holds and has not given back yet: a line not on the document is refused (400 on
 * its id field), more than is left of a line (409, naming how many are), and `refuse` a kind's own (a restock of a
 * line without a product). `completes` says whether every unit left goes back now.
 */
export function chooseReturnLines<TLine extends { id: number; quantity: number }>(
  source: readonly TLine[],
  returnedOf: (line: TLine) => number,
  wanted: readonly TWantedLine[],
  say: {
    /** The body's field naming the source line (sale_item_id, purchase_item_id). */
    idField: string;
    notOnDocument: string;
    left: (n: number) => string;
    nothingLeft: string;
    refuse?: (line: TLine, wanted: TWantedLine) => { field: string; message: string } | null;
  },
) {
  const byId = new Map(source.map((line) => [line.id, line]));
  const chosen = new Map<number, TChosenLine<TLine>>();
  const issues: TIssue[] = [];
  wanted.forEach((line, index) => {
    const item = byId.get(line.id);
    if (!item) return issues.push({ path: `items.${index}.${say.idField}`, message: say.notOnDocument });
    const refused = say.refuse?.(item, line);
    if (refused) issues.push({ path: `items.${index}.${refused.field}`, message: refused.message });
    const before = chosen.get(item.id);
    chosen.set(item.id, {
      item,
      index,
      quantity: (before?.quantity ?? 0) + line.quantity,
      restock: (before?.restock ?? false) || (line.restock ?? false),
    });
  });
  if (issues.length) throw new AppError('BAD_INPUT', issues[0]!.message, issues);
  const leftOf = (item: TLine) => item.quantity - returnedOf(item);
  for (const line of chosen.values()) {
    const left = leftOf(line.item);
    if (line.quantity > left)
      throw AppError.field(
        `items.${line.index}.quantity`,
        left > 0 ? say.left(left) : say.nothingLeft,
        'CONFLICT',
      );
  }
  const completes = source.every((item) => leftOf(item) === (chosen.get(item.id)?.quantity ?? 0));
  return { lines: [...chosen.values()], completes };
}

/** How many of a line went back, from its return lines (a sale line's credited ones, a purchase line's returned). */
export const quantityBack = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, back) => sum + back.quantity, 0);
