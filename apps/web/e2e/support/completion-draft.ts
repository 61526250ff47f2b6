import { expect, type Page } from '@playwright/test';

/**
 * Waits until the visit's completion form has put its draft on the device (the page saves it 250 ms after the
 * last change, src/lib/offline/completion-draft.ts): a reload before then would find the draft before the change.
 * Reads the parts' quantities from the page's own IndexedDB store, so the wait ends on the write, not on a timer.
 */
export async function expectDraftPartQuantities(page: Page, quantities: string[]): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open('amc-completion-drafts');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              const all = db.transaction('drafts').objectStore('drafts').getAll();
              all.onerror = () => reject(all.error);
              all.onsuccess = () => {
                db.close();
                const drafts = all.result as { parts: { quantity: number | string }[] }[];
                resolve(drafts.flatMap((draft) => draft.parts.map((part) => String(part.quantity))));
              };
            };
          }),
      ),
    )
    .toEqual(quantities);
}
