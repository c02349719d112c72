import { useEffect, useState } from 'react';
import type { PublicUrlResponse } from '../../../../shared/draft/api.js';
import { api } from '../../api/transport.js';

/**
 * A QR code of the board's address, so guests in the room can follow on their phones.
 * The address comes from the server's link rule (server/http/link-origin.ts): a TV showing the
 * board on `localhost` (the laptop's HDMI out) must still hand phones its LAN address. The
 * encoder loads on demand: it is not needed for the first paint of the board.
 */
export function BoardQrCode({ token }: { token: string }) {
  const [shown, setShown] = useState<{ url: string; dataUrl: string } | null>(null);
  useEffect(() => {
    let current = true;
    const link = api
      .get<PublicUrlResponse>(`/public/drafts/${encodeURIComponent(token)}/link`, { auth: false })
      .then((body) => boardUrl(body.public_url))
      // The link rule is out of reach (server restarting): the address this screen uses is the best guess.
      .catch(() => window.location.href);
    Promise.all([link, import('qrcode')])
      .then(async ([url, qr]) => ({ url, dataUrl: await qr.toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: 'M', color: { dark: '#0b1324', light: '#ffffff' } }) }))
      .then((made) => {
        if (current) setShown(made);
      })
      .catch(() => {
        if (current) setShown(null);
      });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <figure className="public-qr" aria-label="Follow this board on your phone">
      {shown ? (
        <img src={shown.dataUrl} alt={`QR code for ${shown.url}`} width={180} height={180} data-testid="board-qr" data-url={shown.url} />
      ) : (
        <div className="public-qr-placeholder" />
      )}
      <figcaption>Scan to follow on your phone</figcaption>
    </figure>
  );
}

/** The server's link with this screen's view (`?view=roster`) kept, so a phone opens what the TV shows. */
function boardUrl(publicUrl: string | null): string {
  if (!publicUrl) return window.location.href;
  const url = new URL(publicUrl);
  url.search = window.location.search;
  return url.toString();
}
