import { useEffect, useState } from 'react';
import type { PublicLinkResponse } from '#shared/draft/api.js';
import { api } from '../../api/transport.js';
import { embeddedLink } from './embedded-screen.js';

/**
 * A QR code of the board's address, so guests in the room can follow on their phones.
 * The address comes from the server's link rule (server/http/link-origin.ts): a TV showing the
 * board on `localhost` (the laptop's HDMI out) must still hand phones its LAN address. The server
 * draws the code too (server/draft/board-qr.ts), and the board's page carries it for its first
 * load: the browser loads no encoder.
 */
export function BoardQrCode({ token, view, caption = 'Scan to follow on your phone' }: { token: string; view?: 'roster' | 'list'; caption?: string }) {
  // The page carries the link of the view it opened with; a code for another view asks the server.
  const [shown, setShown] = useState<PublicLinkResponse | null>(() => (view ? null : (embeddedLink(token) ?? null)));
  useEffect(() => {
    if (shown) return;
    let current = true;
    api
      // The view this screen shows (`?view=roster`) goes into the link, so a phone opens what the TV shows.
      .get<PublicLinkResponse>(`/public/drafts/${encodeURIComponent(token)}/link`, { auth: false, query: { view: view ?? new URLSearchParams(window.location.search).get('view') } })
      .then((link) => {
        if (current) setShown(link);
      })
      // The link rule is out of reach (server restarting): the placeholder stays, the caption still says what it is for.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token, shown, view]);

  return (
    <figure className="public-qr" aria-label={view === 'roster' ? 'Open the results on your phone' : 'Follow this board on your phone'}>
      {shown ? (
        <img
          src={`data:image/svg+xml,${encodeURIComponent(shown.qr_svg)}`}
          alt={`QR code for ${shown.public_url}`}
          width={180}
          height={180}
          data-testid="board-qr"
          data-url={shown.public_url}
        />
      ) : (
        <div className="public-qr-placeholder" />
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
