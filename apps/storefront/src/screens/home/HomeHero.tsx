import type { IntlShape } from '@formatjs/intl';
import { Button } from '@shop/ui';
import { Link } from '../../routing/Link.tsx';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './home.css.ts';
import { artworkSize } from '../catalogue/card-model.ts';

/** The All-in-1 Choice card as the hero shows it: its page and its picture. */
export interface HeroChoiceCard {
  readonly href: string;
  /** The card's picture; decorative, as the card's name follows it in the link. */
  readonly imageSrc: string;
}

export interface HomeHeroProps {
  readonly intl: IntlShape<string>;
  /** The brand's plural word for what it sells ('gift cards'). */
  readonly product: string;
  readonly listHref: string;
  /** Absent on storefronts that do not sell the choice card. */
  readonly choiceCard: HeroChoiceCard | null;
}

/** Intrinsic size of the choice card picture (8:5), so its space is kept before it loads. */
export const HERO_CARD_SIZE = artworkSize(480);

/** The first thing a visitor reads: what the shop sells, its delivery promise and the way in. */
export function HomeHero({ intl, product, listHref, choiceCard }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroText}>
        <h1 id="home-title" className={styles.heroTitle}>
          {t(intl, 'catalogue.home.title', { product })}
        </h1>
        <p className={styles.heroPromise}>{t(intl, 'catalogue.home.intro', { product })}</p>
        <div className={styles.heroActions}>
          <Button href={listHref} variant="primary" size="lg">
            {t(intl, 'catalogue.home.hero.shopAll', { product })}
          </Button>
        </div>
      </div>
      {choiceCard && (
        <Link className={styles.choiceCard} href={choiceCard.href}>
          <img
            className={styles.choiceCardImage}
            src={choiceCard.imageSrc}
            alt=""
            width={HERO_CARD_SIZE.width}
            height={HERO_CARD_SIZE.height}
            fetchPriority="high"
          />
          <span className={styles.choiceCardTitle}>{t(intl, 'chrome.header.choiceCard')}</span>
          <span className={styles.choiceCardText}>{t(intl, 'catalogue.home.hero.choiceCardText', { product })}</span>
        </Link>
      )}
    </section>
  );
}
