import type { BrandConfig } from '@shop/brand-config';

export type SocialNetwork = keyof BrandConfig['socials'];

/** Network names as the networks spell them; not translated. */
export const SOCIAL_NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedIn: 'LinkedIn',
  pinterest: 'Pinterest',
  twitter: 'X',
  youtube: 'YouTube',
} as const satisfies Record<SocialNetwork, string>;

export interface VisibleSocial {
  readonly network: SocialNetwork;
  readonly url: string;
}

/** Only the socials the brand marks visible, in the config's order. */
export function visibleSocials(brand: BrandConfig): VisibleSocial[] {
  return (Object.entries(brand.socials) as [SocialNetwork, BrandConfig['socials'][SocialNetwork]][])
    .filter(([, link]) => link.visible)
    .map(([network, link]) => ({ network, url: link.url }));
}
