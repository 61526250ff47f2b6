import { pagePath } from '@amc/contracts';

/** One conversation's page names it by its id in the query (SPEC: /message/view-message?id=N). */
export const messageViewPath = (id: number) => `${pagePath('messageView')}?id=${id}`;
