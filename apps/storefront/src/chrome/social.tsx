import type { BrandConfig } from '@shop/brand-config';
import type { ReactElement } from 'react';
import { FacebookIcon, InstagramIcon, LinkedInIcon, PinterestIcon, TikTokIcon, XIcon, YouTubeIcon } from './icons/icons.tsx';

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

/** The networks' marks, drawn in the round social buttons. */
export const SOCIAL_NETWORK_ICONS = {
  facebook: <FacebookIcon size={20} />,
  instagram: <InstagramIcon size={20} />,
  tiktok: <TikTokIcon size={20} />,
  linkedIn: <LinkedInIcon size={20} />,
  pinterest: <PinterestIcon size={20} />,
  twitter: <XIcon size={20} />,
  youtube: <YouTubeIcon size={20} />,
} as const satisfies Record<SocialNetwork, ReactElement>;

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
