'use client';

import dynamic from 'next/dynamic';
import { useParams } from 'next/navigation';
import { useIntl } from 'react-intl';
import { notFoundModel, type NotFoundLinks } from '../../../screens/not-found/not-found-model.ts';

// Every page carries the not-found boundary, few show it: the screen (search form, buttons) loads when it is shown.
const NotFoundView = dynamic(() => import('../../../screens/not-found/NotFoundView.tsx').then((module) => module.NotFoundView));

export interface NotFoundContentProps {
  /** Per language code; the page picks the one of the URL it is shown at. */
  readonly linksByLanguage: Readonly<Record<string, NotFoundLinks>>;
  readonly defaultLanguage: string;
}

/**
 * The 404 screen of the not-found boundary, which Next shows without the route's parameters: it reads the language
 * from the route in the browser. Pages show `NotFoundScreen`, rendered on the server, instead.
 */
export function NotFoundContent({ linksByLanguage, defaultLanguage }: NotFoundContentProps) {
  const intl = useIntl();
  const params = useParams<{ lang?: string }>();
  const links = linksByLanguage[params?.lang ?? defaultLanguage] ?? linksByLanguage[defaultLanguage];
  if (!links) throw new Error(`No 404 links for language "${defaultLanguage}"`);
  return <NotFoundView {...notFoundModel(intl, links)} />;
}
