import { Button, TextField } from '@shop/ui';
import { Link } from '../../routing/Link.tsx';
import * as styles from './NotFound.css.ts';
import type { NotFoundModel } from './not-found-model.ts';

/**
 * The 404 page's body: what happened and the ways back into the shop (home, the product list and a search form that
 * works without JavaScript). Presentational only, so the server page and the client boundary show the same thing.
 */
export function NotFoundView({ title, body, home, productList, search }: NotFoundModel) {
  return (
    <section className={styles.section} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id="not-found-title" className={styles.title}>{title}</h1>
      <p className={styles.body}>{body}</p>
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} href={home.href}>{home.label}</Link>
        </li>
        <li>
          <Link className={styles.secondaryLink} href={productList.href}>{productList.label}</Link>
        </li>
      </ul>
      {/* Named, as the header's search is not: two search landmarks must differ by name. */}
      <form role="search" aria-label={search.label} className={styles.search} action={search.action} method="get">
        <TextField className={styles.searchField} type="search" name={search.parameter} label={search.label} autoComplete="off" />
        <Button type="submit" variant="secondary">{search.button}</Button>
      </form>
    </section>
  );
}
