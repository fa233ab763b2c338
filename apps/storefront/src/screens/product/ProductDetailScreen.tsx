import { lastPathSegment } from '@shop/brand-config';
import { CatalogueProductNeighboursDocument } from '@shop/graphql/operations';
import { Link } from '../../routing/Link.tsx';
import { currentBrand } from '../../brand/current-brand.ts';
import { serverQuery } from '../../data/server.ts';
import { productWord } from '../../i18n/product-word.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { siteOrigin } from '../../seo/metadata.ts';
import { toCatalogueCards } from '../catalogue/to-catalogue-card.ts';
import { artworkSize } from '../catalogue/card-model.ts';
import { NotFoundScreen } from '../not-found/NotFoundScreen.tsx';
import { howItWorks } from './how-it-works.ts';
import { HowItWorks } from './HowItWorks.tsx';
import { loadProduct } from './load-product.ts';
import { productJsonLd, serializeJsonLd } from './json-ld.ts';
import { offeredKinds, type FormExtra } from './product-form-model.ts';
import * as detailStyles from './ProductDetails.css.ts';
import { ProductForm } from './ProductForm.tsx';
import * as styles from './ProductDetailScreen.css.ts';
import { priceRange, productRules, type ProductExtra } from './product-rules.ts';
import { RelatedProducts } from './RelatedProducts.tsx';
import { Validity } from './Validity.tsx';
import { ViewItemEvent } from './ViewItemEvent.tsx';
import { WhereToSpend } from './WhereToSpend.tsx';

function formExtra(extra: ProductExtra): FormExtra {
  return {
    id: extra.id,
    title: extra.title,
    price: extra.price.value,
    image: extra.image ? { src: extra.image.url, alt: extra.image.alt } : null,
  };
}

export interface ProductDetailScreenProps {
  readonly lang: string;
  readonly path: string;
}

/** Where the product is accepted and the cards it is compared with; nothing of either when the API cannot tell. */
async function loadNeighbours(lang: string, productID: string) {
  const data = await serverQuery(lang, CatalogueProductNeighboursDocument, { productID });
  return data.productNeighbours.neighbours ?? { locationCount: 0, relatedProducts: [] };
}

/**
 * Spec §2 product detail: the card, its description and the form that puts it in the basket; under them how it works,
 * where to spend it, how long it is valid, and related cards.
 */
export async function ProductDetailScreen({ lang, path }: ProductDetailScreenProps) {
  const language = requireStoreLanguage(lang);
  const product = await loadProduct(lang, path);
  if (!product) return <NotFoundScreen lang={lang} />;
  const intl = getIntl(language.locale);
  const neighbours = await loadNeighbours(lang, product.id);
  const rules = productRules(product);
  const slug = lastPathSegment(product.path);
  const words = productWord(lang);
  const range = priceRange(rules);
  const image = product.image.url;
  const pageUrl = `${siteOrigin()}${href(lang, 'productDetail', { product: slug })}`;
  const jsonLd = productJsonLd({
    name: product.title, description: product.description, image: new URL(image, siteOrigin()).toString(), url: pageUrl, currency: currentBrand.currency, rules,
  });

  return (
    <>
      <article className={styles.page}>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
        <div className={styles.media_}>
          <Link className={styles.back} href={href(lang, 'productList')}>
            {t(intl, 'product.backToList', { product: productWord(lang).plural })}
          </Link>
          <img
            className={styles.card}
            src={image}
            alt={product.image.alt}
            {...artworkSize(642)}
            style={{ background: product.backgroundColor }}
            fetchPriority="high"
          />
        </div>
        <div className={styles.media_}>
          <h1 className={styles.title}>{product.title}</h1>
          <p className={styles.description}>{product.description}</p>
          <ProductForm
            lang={lang}
            locale={language.locale}
            currency={currentBrand.currency}
            storeCountry={currentBrand.country}
            product={{ id: product.id, title: product.title, path: product.path }}
            registeredShipping={product.requiresRegisteredShipping}
            rules={rules}
            extras={{
              wrappers: product.extras.wrappers.map(formExtra),
              digitalWrappers: product.extras.digitalWrappers.map(formExtra),
              giftPackings: product.extras.giftPackings.map(formExtra),
              personalMessage: product.extras.personalMessage ? formExtra(product.extras.personalMessage) : null,
            }}
            cartHref={href(lang, 'cart')}
          />
        </div>
        {range && <ViewItemEvent id={product.id} name={product.title} currency={currentBrand.currency} price={range.low} />}
      </article>
      <div className={detailStyles.details}>
        <HowItWorks intl={intl} routes={howItWorks(product.productType, offeredKinds(rules))} product={words.singular} title={product.title} />
        <WhereToSpend
          intl={intl}
          title={product.title}
          locationCount={neighbours.locationCount}
          locationsHref={href(lang, 'productLocations', { product: slug })}
        />
        {product.productType !== 'DONATION' && <Validity intl={intl} months={currentBrand.giftCards.validityMonths} />}
      </div>
      <RelatedProducts intl={intl} product={words.plural} cards={toCatalogueCards(lang, intl, neighbours.relatedProducts).map((card) => ({ ...card, size: 'large' as const }))} />
    </>
  );
}
