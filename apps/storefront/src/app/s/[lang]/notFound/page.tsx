import { notFound } from 'next/navigation';

/** The `/404/` screen: the themed not-found page with status 404. */
export default function NotFoundScreen(): never {
  notFound();
}
