import type { NotificationPage, NotificationView } from "../../../common/notifications";

/** What the root loader hands the header's bell (its first page and counts). */
export interface BellData {
  items: NotificationView[];
  unread: number;
  total: number;
  nextOffset: number | null;
}

export function bellDataOf(page: NotificationPage): BellData {
  return {
    items: page.notifications,
    unread: page.unreadNotificationsCount,
    total: page.totalNotificationsCount,
    nextOffset: page.nextOffset,
  };
}
