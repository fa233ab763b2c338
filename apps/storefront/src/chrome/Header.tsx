import { languagePrefix, type BrandConfig } from '@shop/brand-config';
import { Logo, TopBar } from '@shop/ui';
import { Link } from '../routing/Link.tsx';
import { brandAssetUrl } from '../brand/assets.ts';
import { currentBrand } from '../brand/current-brand.ts';
import { capitalise } from '../i18n/capitalise.ts';
import { productWord } from '../i18n/product-word.ts';
import { getIntl, t } from '../i18n/server-intl.ts';
import { href } from '../routing/href.ts';
import { requireStoreLanguage } from '../routing/languages.ts';
import { BasketLink } from './basket/BasketLink.tsx';
import * as styles from './Header.css.ts';
import { HEADER_LAYOUTS } from './header-variants.ts';
import { HeaderAccountMenu, HeaderSearchBox, HeaderStoreSwitcherButton } from './HeaderControls.tsx';
import { SupportIcon } from './icons/icons.tsx';
import { apiPathHref, resolveLink, type LanguageCode } from './links.ts';
import { BusinessDropdown } from './menu/BusinessDropdown.tsx';
import { DesktopCategoryMenu, MobileCategoryMenu } from './menu/CategoryMenu.tsx';
import { menuData } from './menu/menu-data.ts';

export interface HeaderProps {
  readonly lang: string;
}

function businessColumns(brand: BrandConfig, language: LanguageCode) {
  return (brand.businessMenu[language] ?? []).map((column) => ({
    title: column.title,
    links: column.links.map((link) => resolveLink(brand, language, link)),
  }));
}

/** The site header: logo, category menu, search, service links, store switcher, account and basket. */
export async function Header({ lang }: HeaderProps) {
  const brand = currentBrand;
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  const layout = HEADER_LAYOUTS[brand.features.headerVariant];
  const prefix = languagePrefix(brand, language.code);
  const word = productWord(language.code);
  const productHeading = capitalise(word.plural, language.locale);
  const logo = brand.logos[layout.logo];
  const decoration = layout.decoration ? brand.decorations.find((item) => item.placement === 'header') : undefined;
  const topBar = brand.topBar[language.code];
  const { categories } = layout.shopping ? await menuData(language) : { categories: [] };
  const choiceCardLink = brand.choiceCard.show ? resolveLink(brand, language.code, { ...brand.choiceCard.link, label: t(intl, 'chrome.header.choiceCard') }) : null;

  return (
    <header className={styles.header} data-variant={brand.features.headerVariant}>
      {topBar && (
        <div className={styles.topBar}>
          <TopBar items={topBar} label={t(intl, 'chrome.topBar.label')} />
        </div>
      )}
      {decoration && <img className={styles.decoration} src={brandAssetUrl(brand.code, decoration.src)} alt="" width={1280} height={30} />}
      <div className={styles.inner}>
        <div className={styles.mainRow}>
          {layout.shopping && (
            <MobileCategoryMenu categories={categories} productHeading={productHeading} allCategoriesHref={href(language.code, 'categoryAll')} />
          )}
          <div className={styles.logo}>
            <Logo
              src={brandAssetUrl(brand.code, logo.src)}
              alt={t(intl, 'chrome.header.home', { brandName: logo.alt })}
              variant={logo.variant}
              href={href(language.code, 'home')}
              linkComponent={Link}
            />
          </div>
          {layout.shopping && (
            <HeaderSearchBox
              lang={language.code}
              pathPrefix={prefix}
              product={{ plural: word.plural, heading: productHeading }}
              listHref={href(language.code, 'productList')}
            />
          )}
          <div className={styles.actions}>
            {!layout.shopping && (
              <Link className={styles.iconLink} href={href(language.code, 'contact')}>
                <SupportIcon />
                <span className={styles.iconLabel}>{t(intl, 'chrome.header.support')}</span>
              </Link>
            )}
            <HeaderStoreSwitcherButton
              lang={language.code}
              currentCountry={brand.country}
              currentLanguage={language.code}
              locale={language.locale}
              logo={{ src: brandAssetUrl(brand.code, brand.logos.modal.src), alt: brand.logos.modal.alt }}
            />
            {layout.shopping && (
              <>
                <HeaderAccountMenu
                  lang={language.code}
                  label={t(intl, 'chrome.header.account')}
                  identifyHref={href(language.code, 'account')}
                  links={[
                    { href: href(language.code, 'accountOverview'), label: t(intl, 'auth.menu.overview') },
                    { href: href(language.code, 'accountOrders'), label: t(intl, 'auth.menu.orders') },
                    { href: href(language.code, 'accountData'), label: t(intl, 'auth.menu.data') },
                    { href: href(language.code, 'accountAddressBook'), label: t(intl, 'auth.menu.addressBook') },
                  ]}
                  logoutLabels={{ idle: t(intl, 'auth.menu.logout'), pending: t(intl, 'auth.menu.loggingOut') }}
                />
                <BasketLink lang={language.code} href={href(language.code, 'cart')} />
              </>
            )}
          </div>
        </div>
        {layout.shopping && (
          <div className={styles.navRow}>
            <DesktopCategoryMenu categories={categories} lang={language.code} productHeading={productHeading} allCategoriesHref={href(language.code, 'categoryAll')} />
            <nav className={styles.serviceNav} aria-label={t(intl, 'chrome.header.serviceLinks')}>
              <ul className={styles.serviceList}>
                <li>
                  <Link className={styles.serviceLink} href={href(language.code, 'redeemStart')}>
                    {t(intl, 'chrome.header.balanceCheck')}
                  </Link>
                </li>
                {choiceCardLink && (
                  <li>
                    <Link className={styles.serviceLink} href={choiceCardLink.href}>
                      {choiceCardLink.label}
                    </Link>
                  </li>
                )}
                <li>
                  {brand.features.businessDropdown ? (
                    <BusinessDropdown label={t(intl, 'chrome.header.businessMenu')} columns={businessColumns(brand, language.code)} />
                  ) : (
                    <Link className={styles.serviceLink} href={href(language.code, 'business')}>
                      {t(intl, 'chrome.header.business')}
                    </Link>
                  )}
                </li>
                <li>
                  <Link className={styles.serviceLink} href={href(language.code, 'contact')}>
                    {t(intl, 'chrome.header.support')}
                  </Link>
                </li>
              </ul>
            </nav>
          </div>
        )}
      </div>
    </header>
  );
}
