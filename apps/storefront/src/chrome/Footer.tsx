import type { IntlShape } from '@formatjs/intl';
import type { BrandConfig } from '@shop/brand-config';
import Link from 'next/link';
import { routePath } from '@shop/brand-config';
import { brandAssetUrl } from '../brand/assets.ts';
import type { StoreLanguage } from '../brand/language.ts';
import { t } from '../i18n/server-intl.ts';
import * as styles from './Footer.css.ts';
import { footerColumns, resolveLink, type ResolvedLink } from './links.ts';
import { SOCIAL_NETWORK_MARKS, SOCIAL_NETWORK_NAMES, visibleSocials } from './social.ts';

export interface FooterProps {
  readonly brand: BrandConfig;
  readonly language: StoreLanguage;
  readonly intl: IntlShape<string>;
  /** The year for the copyright line; the caller passes the current one. */
  readonly year: number;
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

export function Footer({ brand, language, intl, year }: FooterProps) {
  const columns = footerColumns(brand, language.code);
  const socials = visibleSocials(brand);
  const legalLinks = [
    { screen: 'termsConditions', label: t(intl, 'footer.terms') },
    { screen: 'cookiesPrivacyStatement', label: t(intl, 'footer.privacy') },
    { screen: 'cookies', label: t(intl, 'footer.cookies') },
  ] as const;

  return (
    <footer className={styles.footer} aria-label={t(intl, 'footer.label')}>
      <div className={styles.inner}>
        {columns.length > 0 && (
          <div className={styles.columns}>
            {columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.list}>
                  {column.links.map((link) => {
                    const resolved = resolveLink(brand, language.code, link);
                    return (
                      <li key={`${resolved.href}-${resolved.label}`}>
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
            {t(intl, 'footer.paymentMethods')}
          </h2>
          <ul className={styles.iconRow} data-kind="payment">
            {brand.paymentLogos.map((logo) => (
              <li key={logo.kind}>
                <img className={styles.paymentIcon} src={brandAssetUrl(brand.code, logo.src)} alt={logo.alt} height={32} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>

        {brand.trustMarks.length > 0 && (
          <section aria-labelledby="footer-trust">
            <h2 id="footer-trust" className={styles.sectionTitle}>
              {t(intl, 'footer.trustMarks')}
            </h2>
            <ul className={styles.iconRow}>
              {brand.trustMarks.map((mark) => (
                <li key={mark.name}>
                  <a href={mark.url} rel="noopener">
                    <img className={styles.trustMark} src={brandAssetUrl(brand.code, mark.src)} alt={mark.alt} height={48} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        {socials.length > 0 && (
          <section aria-labelledby="footer-socials">
            <h2 id="footer-socials" className={styles.sectionTitle}>
              {t(intl, 'footer.socials')}
            </h2>
            <ul className={styles.iconRow}>
              {socials.map(({ network, url }) => (
                <li key={network}>
                  <a
                    className={styles.social}
                    href={url}
                    rel="noopener"
                    data-network={network}
                    aria-label={t(intl, 'footer.socialLink', { brandName: brand.name, network: SOCIAL_NETWORK_NAMES[network] })}
                  >
                    <span aria-hidden="true">{SOCIAL_NETWORK_MARKS[network]}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className={styles.bottom}>
          <ul className={styles.legal} aria-label={t(intl, 'footer.legal')}>
            {legalLinks.map(({ screen, label }) => (
              <li key={screen}>
                <Link className={styles.link} href={routePath(brand, language.code, screen, {})}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.notice}>{t(intl, 'footer.sameDayNotice')}</p>
          <p className={styles.notice}>{t(intl, 'footer.copyright', { year, legalName: brand.organization.legalName })}</p>
        </div>
      </div>
    </footer>
  );
}
