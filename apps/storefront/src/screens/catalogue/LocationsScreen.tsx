import { lastPathSegment as productSlug } from '@shop/brand-config';
import type { IntlShape } from '@formatjs/intl';
import { CatalogueLocationsDocument, CatalogueProductNeighboursDocument, type CatalogueLocationsQuery } from '@shop/graphql/operations';
import { Link } from '../../routing/Link.tsx';
import { serverQuery } from '../../data/server.ts';
import { t } from '../../i18n/server-intl.ts';
import type { MessageId } from '@shop/i18n';
import { href } from '../../routing/href.ts';
import { BOX_DECIMALS, BOX_PARAMS, boundingBoxQuery, parseBoundingBox, WHOLE_WORLD, type BoundingBox, type BoxProblem } from './bounding-box.ts';
import * as styles from './catalogue.css.ts';
import { findContentPage, pageIntl, type ContentPage } from './content.ts';
import type { SearchParams } from './ProductListScreen.tsx';
import { missingPage } from '../not-found/NotFoundScreen.tsx';
import { productApiPath } from '../../routing/api-path.ts';

export type ApiLocation = CatalogueLocationsQuery['locationsInBoundingBox']['locations'][number];

type ProductPage = ContentPage & { readonly product: NonNullable<ContentPage['product']> };

/** The product page of `product` when somewhere accepts the card in person; a card spent online has no locations page. */
export async function productWithLocations(lang: string, product: string): Promise<ProductPage | null> {
  const page = await findContentPage(lang, [productApiPath(lang, product)], ['PRODUCT']);
  if (!page?.product) return null;
  const data = await serverQuery(lang, CatalogueProductNeighboursDocument, { productID: page.product.id });
  return (data.productNeighbours.neighbours?.locationCount ?? 0) > 0 ? { ...page, product: page.product } : null;
}

/** The locations inside `box` that accept the card `productID`. */
export async function locationsIn(lang: string, box: BoundingBox, productID: string): Promise<readonly ApiLocation[]> {
  const data = await serverQuery(lang, CatalogueLocationsDocument, { box, productID });
  return data.locationsInBoundingBox.locations;
}

const PROBLEM_MESSAGES: Record<BoxProblem['reason'], MessageId> = {
  missing: 'catalogue.locations.problem.missing',
  notANumber: 'catalogue.locations.problem.notANumber',
  outOfRange: 'catalogue.locations.problem.outOfRange',
  minAboveMax: 'catalogue.locations.problem.minAboveMax',
};

const FIELD_MESSAGES: Record<(typeof BOX_PARAMS)[number], MessageId> = {
  latmin: 'catalogue.locations.field.latmin',
  latmax: 'catalogue.locations.field.latmax',
  lonmin: 'catalogue.locations.field.lonmin',
  lonmax: 'catalogue.locations.field.lonmax',
};

function AreaForm({ intl, action, values, problems }: { intl: IntlShape<string>; action: string; values: Readonly<Record<string, string>>; problems: readonly BoxProblem[] }) {
  const step = (1 / 10 ** BOX_DECIMALS).toFixed(BOX_DECIMALS);
  return (
    <form method="get" action={action} className={styles.boxForm} aria-labelledby="area-form-title" noValidate>
      <h2 id="area-form-title" className={styles.subheading} style={{ gridColumn: '1 / -1' }}>
        {t(intl, 'catalogue.locations.area')}
      </h2>
      {problems.length > 0 && (
        <ul role="alert" className={styles.problems} style={{ gridColumn: '1 / -1' }}>
          {problems.map((problem) => (
            <li key={`${problem.param}:${problem.reason}`}>
              {t(intl, PROBLEM_MESSAGES[problem.reason], { field: t(intl, FIELD_MESSAGES[problem.param]) })}
            </li>
          ))}
        </ul>
      )}
      {BOX_PARAMS.map((param) => (
        <label key={param} className={styles.fieldLabel}>
          {t(intl, FIELD_MESSAGES[param])}
          <input
            className={styles.input}
            name={param}
            type="number"
            inputMode="decimal"
            step={step}
            min={param.startsWith('lat') ? -90 : -180}
            max={param.startsWith('lat') ? 90 : 180}
            defaultValue={values[param] ?? ''}
            aria-invalid={problems.some((problem) => problem.param === param) || undefined}
            required
          />
        </label>
      ))}
      <button type="submit" className={styles.chip}>
        {t(intl, 'catalogue.locations.apply')}
      </button>
    </form>
  );
}

export function LocationList({ lang, intl, locations }: { lang: string; intl: IntlShape<string>; locations: readonly ApiLocation[] }) {
  if (locations.length === 0) return <p className={styles.intro}>{t(intl, 'catalogue.locations.none')}</p>;
  return (
    <ul className={styles.locationList}>
      {locations.map((location) => (
        <li key={location.id} className={styles.locationItem}>
          <Link className={styles.link} href={href(lang, 'locationDetail', { location: productSlug(location.path) })}>
            {location.title}
          </Link>
          <p className={styles.intro}>{[location.address, location.city].filter(Boolean).join(', ')}</p>
        </li>
      ))}
    </ul>
  );
}

/** A card's locations: where it is accepted inside the area of the query string (no map: its tiles cannot be served). */
export async function LocationsScreen({ lang, product, searchParams }: { readonly lang: string; readonly product: string; readonly searchParams: SearchParams }) {
  const { intl } = pageIntl(lang);
  const page = await productWithLocations(lang, product);
  if (!page) return missingPage(lang, 'perRequest');
  const productID = page.product.id;
  const parsed = parseBoundingBox(searchParams);
  const action = href(lang, 'productLocations', { product });
  const box = parsed.kind === 'box' ? parsed.box : parsed.kind === 'absent' ? WHOLE_WORLD : null;
  const formValues: Record<string, string> =
    parsed.kind === 'box'
      ? boundingBoxQuery(parsed.box)
      : Object.fromEntries(BOX_PARAMS.map((param) => [param, typeof searchParams[param] === 'string' ? (searchParams[param] as string) : '']));
  const locations = box ? await locationsIn(lang, box, productID) : [];
  return (
    <>
      <section className={styles.section}>
        <h1 className={styles.heading}>{t(intl, 'catalogue.locations.title', { title: page.title })}</h1>
        {box && (
          <p className={styles.intro}>
            {t(intl, parsed.kind === 'box' ? 'catalogue.locations.inArea' : 'catalogue.locations.everywhere', { count: locations.length })}
          </p>
        )}
      </section>
      <section className={styles.section}>
        <AreaForm intl={intl} action={action} values={formValues} problems={parsed.kind === 'invalid' ? parsed.problems : []} />
        {box && <LocationList lang={lang} intl={intl} locations={locations} />}
      </section>
    </>
  );
}
