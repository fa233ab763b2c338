import { useEffect, useState } from 'react';

/** The index of the current item, advancing every `intervalMs` and wrapping, unless paused. */
export function useRotation(count: number, intervalMs: number, paused: boolean): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused]);

  return index;
}
