import { useCallback, useEffect, useState, type RefObject } from 'react';

export type ChunkSlot<T> = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; chunk: T };

/**
 * Loads a chunk (code and texts) once `ref`'s element comes within `margin` of the screen, with a
 * retry after a failure. The visitor home keeps what lies below a phone's first screen out of its
 * first load this way: nothing of it is fetched until the gamer scrolls towards it.
 */
export function useChunkNearScreen<T>(
  ref: RefObject<HTMLElement | null>,
  load: () => Promise<T>,
  margin = '0px 0px 120px',
): { slot: ChunkSlot<T>; retry: () => void } {
  const [slot, setSlot] = useState<ChunkSlot<T>>({ status: 'idle' });
  const retry = useCallback(() => {
    setSlot({ status: 'loading' });
    load().then(
      (chunk) => setSlot({ status: 'ready', chunk }),
      () => setSlot({ status: 'failed' }),
    );
  }, [load]);
  useEffect(() => {
    const element = ref.current;
    // Every browser the app runs in has it; without one (jsdom) the section keeps its skeleton.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        retry();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, retry, margin]);
  return { slot, retry };
}
