import { announce } from '../accessibility/announcer.js';
import { saleAnnouncement } from '../accessibility/announcements.js';
import { useDraftEvents } from './hooks.js';

/** Each sale of this draft, as it happens, in the page's polite live region (room and TV). */
export function useSaleAnnouncements(): void {
  useDraftEvents((event) => {
    if (event.type === 'pick.created') announce(saleAnnouncement(event.payload.pick));
  });
}
