/** The message pages: the mailboxes (compose opens beside them) and one conversation, by its id in the query. */
export const MESSAGE_LIST_PATH = '/message/list';
export const MESSAGE_VIEW_PATH = '/message/view-message';

export const messageViewPath = (id: number) => `${MESSAGE_VIEW_PATH}?id=${id}`;
