/** The outbox list call (DataTable's query key). */
export const OUTBOX_LIST_ENDPOINT = '/mail/outbox';
