import { LOGO_SIZES } from '@shop/brand-config';
import { Link } from '../routing/Link.tsx';
import { brandAssetUrl } from '../brand/assets.ts';
import { currentBrand } from '../brand/current-brand.ts';
import { getIntl, t } from '../i18n/server-intl.ts';
import { href } from '../routing/href.ts';
import { requireStoreLanguage } from '../routing/languages.ts';
import * as styles from './Footer.css.ts';
import { footerColumns, resolveLink, type ResolvedLink } from './links.ts';
import { paymentLogoName, trustMarkName } from './mark-names.ts';
import { PaymentMark } from './payment-marks.tsx';
import { SOCIAL_NETWORK_NAMES, visibleSocials } from './social.tsx';

export interface FooterProps {
  readonly lang: string;
}

function FooterLink({ link }: { readonly link: ResolvedLink }) {
  return link.external ? (
    <a className={styles.link} href={link.href} rel="noopener">
      {link.label}
    </a>
  ) : (
    <Link className={styles.link} href={link.href}>
      {link.label}
    </Link>
  );
}

/** The site footer (spec §2): menus, payment and trust marks, socials, legal links, copyright and the same-day notice. */
export function Footer({ lang }: FooterProps) {
  const brand = currentBrand;
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  // Rendered per request or revalidation (the layout revalidates), so the year turns over with the calendar.
  const year = new Date().getFullYear();
  const columns = footerColumns(brand, language.code);
  const socials = visibleSocials(brand);
  const legalLinks = [
    { screen: 'termsConditions', label: t(intl, 'chrome.footer.terms') },
    { screen: 'cookiesPrivacyStatement', label: t(intl, 'chrome.footer.privacy') },
    { screen: 'cookies', label: t(intl, 'chrome.footer.cookies') },
  ] as const;

  return (
    <footer className={styles.footer} aria-label={t(intl, 'chrome.footer.label')}>
      <div className={styles.inner}>
        <img
          className={styles.logo}
          src={brandAssetUrl(brand.code, brand.logos.footer.src)}
          alt={brand.logos.footer.alt}
          width={LOGO_SIZES[brand.logos.footer.variant].desktop.width}
          height={LOGO_SIZES[brand.logos.footer.variant].desktop.height}
          loading="lazy"
        />
        {columns.length > 0 && (
          <div className={styles.columns}>
            {columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.list}>
                  {/* The brand file's order, never reordered: the position is the key. */}
                  {column.links.map((link, position) => {
                    const resolved = resolveLink(brand, language.code, link);
                    return (
                      <li key={position}>
                        <FooterLink link={resolved} />
                      </li>
                    );
                  })}
                </ul>
              </nav>
            ))}
          </div>
        )}

        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment" className={styles.sectionTitle}>
            {t(intl, 'chrome.footer.paymentMethods')}
          </h2>
          <ul className={styles.iconRow} data-kind="payment">
            {brand.paymentLogos.map((logo) => (
              <li key={logo.kind}>
                <PaymentMark kind={logo.kind} name={paymentLogoName(intl, logo.kind)} />
              </li>
            ))}
          </ul>
        </section>

        {brand.trustMarks.length > 0 && (
          <section aria-labelledby="footer-trust">
            <h2 id="footer-trust" className={styles.sectionTitle}>
              {t(intl, 'chrome.footer.trustMarks')}
            </h2>
            <ul className={styles.iconRow}>
              {brand.trustMarks.map((mark) => (
                <li key={mark.kind}>
                  <a href={mark.url} rel="noopener">
                    <img className={styles.trustMark} src={brandAssetUrl(brand.code, mark.src)} alt={trustMarkName(intl, mark.kind)} width={120} height={48} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        {socials.length > 0 && (
          <section aria-labelledby="footer-socials">
            <h2 id="footer-socials" className={styles.sectionTitle}>
              {t(intl, 'chrome.footer.socials')}
            </h2>
            <ul className={styles.iconRow}>
              {socials.map(({ network, url }) => (
                <li key={network}>
                  <a
                    className={`${styles.social} ${styles.socialMark[network]}`}
                    href={url}
                    rel="noopener"
                    aria-label={t(intl, 'chrome.footer.socialLink', { brandName: brand.name, network: SOCIAL_NETWORK_NAMES[network] })}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className={styles.bottom}>
          <ul className={styles.legal} aria-label={t(intl, 'chrome.footer.legal')}>
            {legalLinks.map(({ screen, label }) => (
              <li key={screen}>
                <Link className={styles.link} href={href(language.code, screen)}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.notice}>{t(intl, 'chrome.footer.sameDayNotice')}</p>
          <p className={styles.notice}>{t(intl, 'chrome.footer.copyright', { year, legalName: brand.organization.legalName })}</p>
        </div>
      </div>
    </footer>
  );
}
