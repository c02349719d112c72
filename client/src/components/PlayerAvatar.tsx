import { useState } from 'react';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const PIXELS: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 64, xl: 96 };

export interface PlayerAvatarProps {
  src: string | null | undefined;
  name: string;
  size?: AvatarSize;
  /**
   * Everywhere the app shows a photo the player's name is right beside it, so the photo is
   * decorative (`alt=""`, issue 17): a screen reader would otherwise read every name twice. Pass
   * false for a photo that stands alone; it is then announced by the player's name.
   */
  decorative?: boolean;
}

/** A player's headshot, or a generic silhouette when there is none or it fails to load. */
export function PlayerAvatar({ src, name, size = 'md', decorative = true }: PlayerAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const px = PIXELS[size];
  const showPhoto = Boolean(src) && failedSrc !== src;
  const label = decorative ? undefined : name;
  return (
    <span className={`avatar avatar-${size}`} style={{ width: px, height: px }}>
      {showPhoto ? (
        <img src={src ?? undefined} alt={label ?? ''} width={px} height={px} loading="lazy" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <svg viewBox="0 0 40 40" width={px} height={px} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
          <circle cx="20" cy="15" r="7" fill="currentColor" />
          <path d="M6 36c1.5-8 7.5-12 14-12s12.5 4 14 12" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
