import { render } from '@react-email/render';
import type { ReactElement } from 'react';

export interface RenderedMail {
  readonly html: string;
  readonly text: string;
}

/** HTML and its plain-text twin from one template, so the two never say different things. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
