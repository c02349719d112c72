import { toast } from 'react-toastify';
import { announce } from '../accessibility/announcer.js';
import { useDraftEvents, useDraftStore } from '../draft-data/hooks.js';
import { outageNotice } from './outage-notices.js';

/** Tells everyone in the room, on any tab, that a clock got its time back after the server was down (outage-notices.ts). */
export function useOutageNotices(): void {
  const store = useDraftStore();
  useDraftEvents((event) => {
    const text = outageNotice(event, store.getState().snapshot?.teams ?? []);
    if (!text) return;
    toast.info(text, { toastId: `${event.type}-${event.seq}` });
    announce(text);
  });
}
