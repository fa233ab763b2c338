import type { SocialNetwork } from '../social.tsx';

const FILLED = (paths: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${paths}</svg>`;
const STROKED = (shapes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;

/**
 * The networks' marks as SVG documents, used as CSS masks of the round social buttons (Footer.css.ts): the style sheet
 * is cached once, where inline SVG travelled in every page's HTML and again in its React payload. Only the shape
 * counts; the button's text colour paints it.
 */
export const SOCIAL_MARK_SVGS = {
  facebook: FILLED('<path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3z"/>'),
  instagram: STROKED('<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.3" cy="6.7" r="0.8" fill="#000" stroke="none"/>'),
  tiktok: FILLED('<path d="M16.6 3c.4 2.2 1.7 3.6 3.9 3.8v3.1c-1.4.1-2.7-.3-3.9-1v6.3c0 3.9-3.2 6.1-6.4 5.6-2.8-.4-4.7-2.9-4.3-5.8.4-2.8 3-4.7 6-4.3v3.2c-1.4-.4-2.8.4-3 1.7-.2 1.4.8 2.5 2.1 2.5 1.4 0 2.3-1 2.3-2.6V3h3.3z"/>'),
  linkedIn: FILLED('<path d="M4.2 9h3.4v11H4.2V9zm1.7-5.5a2 2 0 110 4 2 2 0 010-4zM9.7 9h3.2v1.5h.1c.5-.9 1.6-1.8 3.3-1.8 3.5 0 4.2 2.3 4.2 5.3v6H17v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9.7V9z"/>'),
  pinterest: FILLED('<path d="M12 2.5a9.5 9.5 0 00-3.5 18.3c-.1-.8-.2-2 0-2.8l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.6 1.3 1.4 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.5-1.8-4.3-4.4-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.7 6.9-1.1 0-2.2-.6-2.5-1.3l-.7 2.6c-.2.9-.9 2.1-1.4 2.8A9.5 9.5 0 1012 2.5z"/>'),
  twitter: FILLED('<path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.2 4.7H5.4l11.3 14.5z"/>'),
  youtube: FILLED('<path d="M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 00-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z"/>'),
} as const satisfies Record<SocialNetwork, string>;
