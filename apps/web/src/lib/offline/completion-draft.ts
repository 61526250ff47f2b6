import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * What is typed into a visit's completion form, saved on the device as it is typed (text, parts, photos as
 * Blobs, the drawn signature), keyed by user and visit: a reload, a lost signal or signing in again on the same
 * device finds it where it was. Removed once the completion has been sent.
 */
export type TDraftPart = {
  key: string;
  product_id: string | null;
  quantity: number | string;
  covered: boolean;
};

export type TCompletionDraft = {
  /** When the technician set out (issue 28's timesheet); drafts saved before it existed read as ''. */
  travel_started_at: string;
  started_at: string;
  finished_at: string;
  work_done: string;
  findings: string;
  remark: string;
  signed_by: string;
  signed_at: string;
  parts: TDraftPart[];
  photos: Blob[];
  signature: Blob | null;
};

export const EMPTY_DRAFT: TCompletionDraft = {
  travel_started_at: '',
  started_at: '',
  finished_at: '',
  work_done: '',
  findings: '',
  remark: '',
  signed_by: '',
  signed_at: '',
  parts: [],
  photos: [],
  signature: null,
};

let store: UseStore | null = null;
const draftStore = () => (store ??= createStore('amc-completion-drafts', 'drafts'));

/** Tests start from an empty database. */
export function resetDraftStoreForTests() {
  store = null;
}

const draftKey = (userId: number, serviceId: number) => `${userId}:${serviceId}`;

export function loadDraft(userId: number, serviceId: number): Promise<TCompletionDraft | undefined> {
  return get<TCompletionDraft>(draftKey(userId, serviceId), draftStore());
}

export function saveDraft(userId: number, serviceId: number, draft: TCompletionDraft): Promise<void> {
  return set(draftKey(userId, serviceId), draft, draftStore());
}

export function clearDraft(userId: number, serviceId: number): Promise<void> {
  return del(draftKey(userId, serviceId), draftStore());
}
