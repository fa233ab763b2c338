'use client';

import { usePathname } from 'next/navigation';
import { Link } from '../../routing/Link.tsx';
import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChevronDownIcon, MenuIcon } from '../icons/icons.tsx';
import * as styles from './CategoryMenu.css.ts';
import { MOBILE_MENU_CATEGORY_LIMIT, type MenuCategory, type TopProductsByCategory } from './menu-types.ts';
import { loadTopProducts, type LoadTopProducts } from './top-products-source.ts';
import { useDisclosure, type Disclosure } from './useDisclosure.ts';

export interface CategoryMenuProps {
  readonly categories: readonly MenuCategory[];
  /** The brand's product word, capitalised: the desktop nav item ('Gift cards'). */
  readonly productHeading: string;
  readonly allCategoriesHref: string;
}

/** Closes a menu when the page changes (a link inside it was followed). */
function useCloseOnNavigation(disclosure: Disclosure) {
  const pathname = usePathname();
  const { close } = disclosure;
  useEffect(() => close(), [pathname, close]);
}

export interface DesktopCategoryMenuProps extends CategoryMenuProps {
  /** The store language whose top products the menu fetches when it first opens. */
  readonly lang: string;
  /** The categories' top products; the storefront's route unless a story or test gives another. */
  readonly loadTop?: LoadTopProducts;
}

/** The top products once the menu has been opened (fetched then; none while they come or when they cannot). */
function useTopProducts(opened: boolean, load: LoadTopProducts): TopProductsByCategory {
  const [topProducts, setTopProducts] = useState<TopProductsByCategory>({});
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!opened || loaded) return;
    let current = true;
    load().then(
      (products) => {
        if (!current) return;
        setTopProducts(products);
        setLoaded(true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [opened, loaded, load]);
  return topProducts;
}

/**
 * Desktop (≥1024px): the product nav item; a category shows its top products on hover or focus. The panel's links are
 * rendered when it opens: closed, it adds nothing to every page's HTML (the categories are linked from the home page and
 * the all-categories page).
 */
export function DesktopCategoryMenu({ categories, productHeading, lang, loadTop }: DesktopCategoryMenuProps) {
  const intl = useIntl();
  const disclosure = useDisclosure();
  useCloseOnNavigation(disclosure);
  const panelId = useId();
  const [activeHref, setActiveHref] = useState<string | null>(null);
  const active = categories.find((category) => category.href === activeHref) ?? categories[0];
  const load = useCallback(() => (loadTop ? loadTop() : loadTopProducts(lang)), [loadTop, lang]);
  const topProducts = useTopProducts(disclosure.open, load);

  return (
    <div className={styles.desktop}>
      <button
        ref={disclosure.buttonRef}
        type="button"
        className={styles.navItem}
        aria-expanded={disclosure.open}
        aria-controls={panelId}
        onClick={disclosure.toggle}
      >
        {intl.formatMessage({ id: 'chrome.menu.toggle' }, { product: productHeading })}
        <ChevronDownIcon size={16} />
      </button>
      <div
        id={panelId}
        ref={(element) => {
          disclosure.regionRef.current = element;
        }}
        className={styles.panel}
        hidden={!disclosure.open}
      >
        {disclosure.open && (
          <>
            <nav aria-label={intl.formatMessage({ id: 'chrome.menu.label' })}>
              <ul className={styles.categoryList}>
                {categories.map((category) => (
                  <li key={category.href}>
                    <Link
                      className={styles.categoryLink}
                      href={category.href}
                      aria-current={category.href === active?.href ? 'true' : undefined}
                      onMouseEnter={() => setActiveHref(category.href)}
                      onFocus={() => setActiveHref(category.href)}
                    >
                      {category.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {active && (
              <section className={styles.topProducts} aria-label={intl.formatMessage({ id: 'chrome.menu.topProducts' }, { category: active.title })}>
                <h2 className={styles.topTitle}>{intl.formatMessage({ id: 'chrome.menu.topProducts' }, { category: active.title })}</h2>
                <ul className={styles.productList}>
                  {(topProducts[active.href] ?? []).map((product) => (
                    <li key={product.href}>
                      <Link className={styles.productLink} href={product.href}>
                        {product.title}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link className={styles.viewAll} href={active.href}>
                  {intl.formatMessage({ id: 'chrome.menu.viewAllInCategory' })}
                </Link>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** Mobile and tablet (≤1023px): a menu button; at most 6 categories and 'View all categories', rendered when opened. */
export function MobileCategoryMenu({ categories, allCategoriesHref }: CategoryMenuProps) {
  const intl = useIntl();
  const disclosure = useDisclosure();
  useCloseOnNavigation(disclosure);
  const panelId = useId();
  return (
    <div className={styles.mobile}>
      <button
        ref={disclosure.buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={disclosure.open}
        aria-controls={panelId}
        onClick={disclosure.toggle}
      >
        <MenuIcon />
        <span className={styles.menuButtonText}>{intl.formatMessage({ id: 'chrome.menu.mobileToggle' })}</span>
      </button>
      <nav
        id={panelId}
        ref={(element) => {
          disclosure.regionRef.current = element;
        }}
        className={styles.mobilePanel}
        hidden={!disclosure.open}
        aria-label={intl.formatMessage({ id: 'chrome.menu.label' })}
      >
        {disclosure.open && (
          <>
            <ul className={styles.categoryList}>
              {categories.slice(0, MOBILE_MENU_CATEGORY_LIMIT).map((category) => (
                <li key={category.href}>
                  <Link className={styles.categoryLink} href={category.href}>
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>
            <Link className={styles.allCategories} href={allCategoriesHref}>
              {intl.formatMessage({ id: 'chrome.menu.viewAllCategories' })}
            </Link>
          </>
        )}
      </nav>
    </div>
  );
}
