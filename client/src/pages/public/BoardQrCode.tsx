import { useEffect, useState } from 'react';

/**
 * A QR code of the board's own address, so guests in the room can follow on their phones.
 * The encoder loads on demand: it is not needed for the first paint of the board.
 */
export function BoardQrCode({ url }: { url: string }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: 'M', color: { dark: '#0b1324', light: '#ffffff' } }))
      .then((made) => {
        if (current) setDataUrl(made);
      })
      .catch(() => {
        if (current) setDataUrl(null);
      });
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <figure className="public-qr" aria-label="Follow this board on your phone">
      {dataUrl ? <img src={dataUrl} alt={`QR code for ${url}`} width={180} height={180} data-testid="board-qr" /> : <div className="public-qr-placeholder" />}
      <figcaption>Scan to follow on your phone</figcaption>
    </figure>
  );
}
