import { ENDPOINTS, LIVE_EVENTS, pagePath, type TPageKey } from '@amc/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { invalidateList } from '../../components/data-table/data-table';
import { MY_WORK_QUERY_KEY } from '../../features/my-work/api/use-my-work';
import { useLiveEvent } from '../../lib/live-events-context';
import { useCanOpenPage } from '../../lib/page-access';

/** A notice that names no record: what it is about, and the page to look at when the user may open it. */
type TNotice = {
  /** One notice per kind on screen: a second alert while the first is unread replaces it. */
  id: string;
  color: string;
  texts: 'complaintAlert' | 'lowRating';
  page: TPageKey;
  href: string;
};

const PROMISE_ALERT: TNotice = {
  id: 'live-complaint-alert',
  color: 'orange',
  texts: 'complaintAlert',
  page: 'complaintList',
  // The complaint list in due order: the warned complaint is among the first.
  href: `${pagePath('complaintList')}?${new URLSearchParams({ 'complaint.sort': 'due_at', 'complaint.order': 'asc' })}`,
};

const LOW_RATING: TNotice = {
  id: 'live-low-rating',
  color: 'red',
  texts: 'lowRating',
  page: 'reportList',
  href: `${pagePath('reportList')}?report=rating`,
};

/**
 * Issue 28's live notices, beside their mails: a complaint's promise at risk or broken (to its assignee and every
 * admin) and a customer's rating of 1 or 2 (to every admin). A notice carries no data (LIVE_EVENTS), so the toast
 * says what happened and leads to the page that shows it; it stays until closed, since it asks for action. A
 * promise alert also reads again what shows the promises' standing: the complaint lists, the dashboard's tiles and
 * My work.
 */
export function LiveNotices() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canOpenPage = useCanOpenPage();

  const show = (notice: TNotice) => {
    const link = canOpenPage(notice.page) ? (
      <Anchor
        href={notice.href}
        size="sm"
        onClick={(event) => {
          // The toast stands outside the router (app-providers.tsx): its link moves within the app by hand.
          event.preventDefault();
          notifications.hide(notice.id);
          void navigate(notice.href);
        }}
      >
        {t(`liveEvents.${notice.texts}.link`)}
      </Anchor>
    ) : null;
    notifications.hide(notice.id);
    notifications.show({
      id: notice.id,
      color: notice.color,
      title: t(`liveEvents.${notice.texts}.title`),
      message: (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{t(`liveEvents.${notice.texts}.message`)}</Text>
          {link}
        </Stack>
      ),
      autoClose: false,
      closeButtonProps: { 'aria-label': t('action.close') },
    });
  };

  useLiveEvent(LIVE_EVENTS.complaintAlert, () => {
    void invalidateList(queryClient, ENDPOINTS.complaint.list);
    void queryClient.invalidateQueries({ queryKey: [ENDPOINTS.complaint.view] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    void queryClient.invalidateQueries({ queryKey: MY_WORK_QUERY_KEY });
    show(PROMISE_ALERT);
  });
  useLiveEvent(LIVE_EVENTS.lowRating, () => show(LOW_RATING));
  return null;
}
