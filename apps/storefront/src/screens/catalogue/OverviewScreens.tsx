import { notFound } from 'next/navigation';
import Link from 'next/link';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import * as styles from './catalogue.css.ts';
import { CategoryLinks } from './CategoryLinks.tsx';
import { pageIntl, paragraphs } from './content.ts';
import { productPage } from './LocationsScreen.tsx';
import { lastPathSegment as productSlug } from '../../routing/api-path.ts';

/**
 * Giving moments overview. The API offers no list of giving-moment pages, so the overview introduces the moments
 * and sends visitors on to the categories; each moment's own page lists its gift cards.
 */
export async function GiveMomentsScreen({ lang }: { readonly lang: string }) {
  const { intl } = pageIntl(lang);
  const product = productWord(lang).plural;
  return (
    <>
      <section className={styles.section}>
        <h1 className={styles.heading}>{t(intl, 'catalogue.giveMoments.title', { product })}</h1>
        <p className={styles.intro}>{t(intl, 'catalogue.giveMoments.intro', { product })}</p>
      </section>
      <CategoryLinks lang={lang} intl={intl} headingId="give-moments-categories" heading={t(intl, 'catalogue.categories.title')} />
    </>
  );
}

/** Blog overview. The API offers no list of articles; the overview introduces the blog and links the catalogue. */
export async function BlogScreen({ lang }: { readonly lang: string }) {
  const { intl } = pageIntl(lang);
  const product = productWord(lang).plural;
  return (
    <section className={styles.section}>
      <h1 className={styles.heading}>{t(intl, 'catalogue.blog.title')}</h1>
      <p className={styles.intro}>{t(intl, 'catalogue.blog.intro', { product })}</p>
      <div className={styles.actions}>
        <Link className={styles.link} href={href(lang, 'productList')}>
          {t(intl, 'catalogue.home.viewAll', { product })}
        </Link>
      </div>
    </section>
  );
}

/** The All-in-1 Choice gift card: what it is, and where to check its balance or activate it. */
export async function ChoiceCardScreen({ lang }: { readonly lang: string }) {
  const { intl } = pageIntl(lang);
  const product = productWord(lang).plural;
  const page = await productPage(lang, productSlug(href(lang, 'choiceCard')));
  const choiceCard = page?.product;
  if (!page || !choiceCard) notFound();
  return (
    <section className={styles.section} aria-labelledby="choice-card-title">
      <h1 id="choice-card-title" className={styles.heading}>
        {choiceCard.title}
      </h1>
      <img src={choiceCard.image.url} alt={choiceCard.image.alt} width={320} height={200} style={{ backgroundColor: choiceCard.backgroundColor, maxWidth: '100%', height: 'auto' }} />
      <div className={styles.body}>
        {paragraphs(choiceCard.description).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <p>{t(intl, 'catalogue.choiceCard.intro', { product })}</p>
      </div>
      <div className={styles.actions}>
        <Link className={styles.link} href={href(lang, 'redeemStart')}>
          {t(intl, 'catalogue.choiceCard.checkBalance')}
        </Link>
        <Link className={styles.link} href={href(lang, 'activate')}>
          {t(intl, 'catalogue.choiceCard.activate')}
        </Link>
      </div>
    </section>
  );
}
