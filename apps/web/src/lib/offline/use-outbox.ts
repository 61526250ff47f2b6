import { ENDPOINTS } from '@amc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { invalidateList } from '../../components/data-table/list-query';
import { useSession } from '../session';
import { flushOutbox, listOutbox, removeOutboxRecord, subscribeOutbox, type TOutboxRecord } from './outbox';

/** How long a "Sent" line stays before the record is removed. */
const SENT_SHOWN_MS = 4000;

/** The signed-in user's queued records (completions and hours), live (this tab and others). */
export function useOutbox(): TOutboxRecord[] {
  const { user } = useSession();
  const userId = user?.id;
  const [records, setRecords] = useState<TOutboxRecord[]>([]);
  useEffect(() => {
    if (userId === undefined) return setRecords([]);
    let live = true;
    const load = () =>
      void listOutbox(userId)
        .then((rows) => live && setRecords(rows))
        .catch(() => undefined);
    load();
    const stop = subscribeOutbox(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return records;
}

/** "Send now": sends the user's waiting records and refreshes what they changed (My work holds My week too). */
export function useSendOutbox(): () => Promise<number> {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;
  return useCallback(async () => {
    if (userId === undefined) return 0;
    const sent = await flushOutbox(userId, (record) => {
      window.setTimeout(() => void removeOutboxRecord(record.id), SENT_SHOWN_MS);
    });
    if (sent > 0)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my-work'] }),
        invalidateList(queryClient, ENDPOINTS.service.list),
        queryClient.invalidateQueries({ queryKey: ['service', 'report'] }),
        queryClient.invalidateQueries({ queryKey: ['task', 'hours'] }),
      ]);
    return sent;
  }, [queryClient, userId]);
}

/** Mounted once in the shell: sends when the app starts and whenever the connection comes back. */
export function useOutboxSender() {
  const send = useSendOutbox();
  useEffect(() => {
    const onOnline = () => void send().catch(() => undefined);
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [send]);
}
