'use client';

import { notFound } from 'next/navigation';

/**
 * Gives a page that shows the 404 screen its status 404. Rendered inside a Suspense boundary, it throws during the
 * server render only: Next then answers 404 and keeps the HTML rendered outside the boundary, header, footer and
 * message included, so visitors without JavaScript and crawlers get the whole page. A `notFound()` thrown by the page
 * itself would leave the HTML body empty until the browser had rendered it. In the browser it renders nothing.
 */
export function NotFoundStatus(): null {
  if (typeof window === 'undefined') notFound();
  return null;
}
