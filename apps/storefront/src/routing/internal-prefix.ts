/** The first segment of the internal routes (`/s/{lang}/{screenId}/…`, pages in `app/s/[lang]/`), never public. */
export const INTERNAL_PREFIX = 's';
