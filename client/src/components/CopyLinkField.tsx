import { useRef, useState } from 'react';
import { copyText } from '../draft-room/commands.js';

interface CopyLinkFieldProps {
  url: string;
  /** The field's accessible name, e.g. "Join link". */
  label: string;
  /** The toast once copied. */
  copiedMessage?: string;
}

/**
 * A link in a read-only field with Copy. When the browser refuses to copy (plain HTTP on a LAN
 * address has no Clipboard API; draft-room/commands.ts copyText tries the textarea fallback), the
 * link is selected in its field and a line says how to copy it by hand.
 */
export function CopyLinkField({ url, label, copiedMessage }: CopyLinkFieldProps) {
  const [copyByHand, setCopyByHand] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    const copied = await copyText(url, copiedMessage);
    setCopyByHand(!copied);
    if (!copied) field.current?.select();
  };
  return (
    <>
      <div className="copy-link-row">
        <input ref={field} className="input" readOnly value={url} aria-label={label} onFocus={(event) => event.target.select()} />
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      {copyByHand && <p className="muted small">This browser would not copy the link: it is selected above, copy it with Ctrl+C (or long-press on a phone).</p>}
    </>
  );
}
