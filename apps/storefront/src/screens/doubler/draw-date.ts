import type { getIntl } from '../../i18n/server-intl.ts';

/** A draw's store-local date ('YYYY-MM-DD') as the page's language writes it ('Monday 7 December 2026'). */
export function drawDateText(intl: ReturnType<typeof getIntl>, drawDate: string): string {
  return intl.formatDate(new Date(`${drawDate}T00:00:00Z`), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
