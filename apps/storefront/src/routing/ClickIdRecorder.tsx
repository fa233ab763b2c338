'use client';

import { useEffect } from 'react';
import { saveClickId } from './click-id.ts';

/** Renders nothing; stores the landing URL's click id in localStorage once the page is interactive. */
export function ClickIdRecorder() {
  useEffect(() => {
    saveClickId(new URLSearchParams(window.location.search), window.localStorage);
  }, []);
  return null;
}
