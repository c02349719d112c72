import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, a pointer pressed anywhere outside `root` calls `onOutside`: an open menu closes as a
 * tap or click elsewhere begins, as menus do (the account menu, the room's Quick Draft Tools).
 */
export function useOutsidePointer(root: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [active, root]);
}
