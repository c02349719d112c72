import { useCallback, useState } from 'react';

/** Players a member starred to nominate later, kept on this device per draft. */
const keyOf = (draftId: number) => `gavel.queue.${draftId}`;

function read(draftId: number): string[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyOf(draftId)) ?? '[]');
    return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function useStarredQueue(draftId: number) {
  const [ids, setIds] = useState(() => read(draftId));
  const toggle = useCallback(
    (id: string) => {
      setIds((current) => {
        const next = current.includes(id) ? current.filter((v) => v !== id) : [...current, id];
        try {
          localStorage.setItem(keyOf(draftId), JSON.stringify(next));
        } catch {
          // Private mode or a full store: the queue lasts for this visit only.
        }
        return next;
      });
    },
    [draftId],
  );
  return { ids, toggle, has: (id: string) => ids.includes(id) };
}
