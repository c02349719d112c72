import { memo, useSyncExternalStore } from 'react';
import { initialsOf, notePhotoFailed, notePhotoLoaded, photoMemoryVersion, photoWorthLoading, subscribePhotoMemory } from '../browser/photo-memory.js';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const PIXELS: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 64, xl: 96 };

export interface PlayerAvatarProps {
  src: string | null | undefined;
  name: string;
  size?: AvatarSize;
  /**
   * Everywhere the app shows a photo the player's name is right beside it, so the photo is
   * decorative (`alt=""`): a screen reader would otherwise read every name twice. Pass
   * false for a photo that stands alone; it is then announced by the player's name.
   */
  decorative?: boolean;
}

/**
 * A player's headshot, or their initials when there is none, it failed, or its host is unreachable
 * (browser/photo-memory.ts): a failed photo is never asked for again while the page is open.
 * Memoised (its props are plain values): a list row that re-renders leaves its photo alone.
 */
export const PlayerAvatar = memo(function PlayerAvatar({ src, name, size = 'md', decorative = true }: PlayerAvatarProps) {
  // Re-render when any photo or host fails, so every avatar of an unreachable host gives up at once.
  // The same version on the server, which draws the board's first paint (the lot card's photo).
  useSyncExternalStore(subscribePhotoMemory, photoMemoryVersion, photoMemoryVersion);
  const px = PIXELS[size];
  const showPhoto = photoWorthLoading(src);
  const label = decorative ? undefined : name;
  return (
    <span className={`avatar avatar-${size}${showPhoto ? '' : ' avatar-initials'}`} style={{ width: px, height: px, fontSize: Math.round(px * 0.4) }}>
      {showPhoto ? (
        <img
          src={src}
          alt={label ?? ''}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          onLoad={() => notePhotoLoaded(src)}
          onError={() => notePhotoFailed(src)}
        />
      ) : (
        <span data-testid="avatar-initials" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
});
