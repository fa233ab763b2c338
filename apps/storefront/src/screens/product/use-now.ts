'use client';

import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The current time on the client, refreshed every minute; null during server rendering and hydration. */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
