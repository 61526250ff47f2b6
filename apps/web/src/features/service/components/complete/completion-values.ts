import { ZCompleteServiceBody } from '@amc/contracts';
import type { TCompletionDraft } from '../../../../lib/offline/completion-draft';

/** A datetime-local value ("2026-11-24T09:30") as an instant with the device's offset ("...T09:30:00+05:30"). */
export function localToIso(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return '';
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Now, as a datetime-local input shows it. */
export function nowLocal(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** The multipart text fields of POST /service/complete, from the draft. */
export function completionFields(serviceId: number, completedDate: string, draft: TCompletionDraft) {
  const parts = draft.parts.map((part) => ({
    product_id: part.product_id ?? '',
    quantity: part.quantity === '' ? '' : Number(part.quantity),
    covered: part.covered,
  }));
  const fields: Record<string, string> = {
    id: String(serviceId),
    completed_date: completedDate,
    remark: draft.remark,
    travel_started_at: localToIso(draft.travel_started_at),
    started_at: localToIso(draft.started_at),
    finished_at: localToIso(draft.finished_at),
    work_done: draft.work_done,
    findings: draft.findings,
    parts: JSON.stringify(parts),
    signed_by: draft.signature ? draft.signed_by : '',
    signed_at: draft.signature ? draft.signed_at || localToIso(nowLocal()) : '',
  };
  return fields;
}

export type TCompletionErrors = Partial<
  Record<'travel_started_at' | 'started_at' | 'finished_at' | 'parts' | 'signed_by' | 'form', string>
>;

/**
 * The contract's own check of the fields (finish before start, travel after it, a part twice, a part without product), plus the
 * page's: a signature needs the signer's name. Errors keyed by field, the contracts' English sentences.
 */
export function checkCompletion(fields: Record<string, string>, signed: boolean, signatureNeedsName: string) {
  const errors: TCompletionErrors = {};
  const parsed = ZCompleteServiceBody.safeParse(fields);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const head = String(issue.path[0] ?? 'form');
      const key = (
        ['travel_started_at', 'started_at', 'finished_at', 'parts', 'signed_by'].includes(head)
          ? head
          : 'form'
      ) as keyof TCompletionErrors;
      errors[key] ??= issue.message;
    }
  if (signed && !fields.signed_by?.trim()) errors.signed_by = signatureNeedsName;
  return errors;
}
