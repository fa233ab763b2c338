import type { IntlShape } from '@formatjs/intl';
import { routePath, type BrandConfig } from '@shop/brand-config';
import { Logo } from '@shop/ui';
import Link from 'next/link';
import { brandAssetUrl } from '../brand/assets.ts';
import type { StoreLanguage } from '../brand/language.ts';
import { t } from '../i18n/server-intl.ts';
import * as styles from './Header.css.ts';

export interface HeaderProps {
  readonly brand: BrandConfig;
  readonly language: StoreLanguage;
  readonly intl: IntlShape<string>;
}

export function Header({ brand, language, intl }: HeaderProps) {
  const { main } = brand.logos;
  return (
    <header className={styles.header}>
      <nav className={styles.inner} aria-label={t(intl, 'header.mainNavigation')}>
        <Logo
          src={brandAssetUrl(brand.code, main.src)}
          alt={t(intl, 'header.home', { brandName: main.alt })}
          variant={main.variant}
          href={routePath(brand, language.code, 'home')}
          linkComponent={Link}
        />
      </nav>
    </header>
  );
}
