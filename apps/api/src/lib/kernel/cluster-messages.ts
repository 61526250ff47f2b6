/**
 * The messages a cluster's primary and workers pass (cluster.ts): plain objects named by `type`, each kind with its
 * guard made here, so every side reads them the same way.
 */
export const isMessageOf =
  <T extends { type: string }>(type: T['type']) =>
  (message: unknown): message is T =>
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
