import { notFound } from 'next/navigation';

/** Screens of the route table that have no page in this storefront yet answer with the themed 404. */
export default function UnbuiltScreen(): never {
  notFound();
}
