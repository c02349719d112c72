import type { DraftEvent } from '#shared/draft/events.js';

/** Every event leaves a socket with the server's clock, for the client's offset. */
export const stamped = (event: DraftEvent): DraftEvent => ({ ...event, server_now: Date.now() });
