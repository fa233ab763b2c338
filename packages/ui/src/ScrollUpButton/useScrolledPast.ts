import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `viewportsDown` viewport heights. Scroll events
 * are coalesced into one read per animation frame, and the listeners are passive so they never
 * delay scrolling.
 */
export function useScrolledPast(viewportsDown: number): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    let frame: number | undefined;
    const measure = () => {
      frame = undefined;
      setPast(window.scrollY > viewportsDown * window.innerHeight);
    };
    const schedule = () => {
      if (frame === undefined) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
    };
  }, [viewportsDown]);

  return past;
}
