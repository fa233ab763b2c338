import { html } from './html.ts';
import { renderPage, type RenderedPage } from './layout.ts';

/** Not found, bad request and other dead ends. */
export function messagePage(title: string, message: string): RenderedPage {
  return renderPage({ title, body: html`<h1>${title}</h1><p>${message}</p><p><a href="/">Sandbox home</a></p>` });
}
