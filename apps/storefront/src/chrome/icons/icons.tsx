import type { IconName } from './icon-shapes.ts';
import * as styles from './icons.css.ts';

interface IconProps {
  readonly size?: keyof typeof styles.size;
}

/** Decorative: the control around an icon always carries the accessible name. */
function Icon({ name, size = 24 }: IconProps & { readonly name: IconName }) {
  return <span className={`${styles.icon[name]} ${styles.size[size]}`} aria-hidden="true" data-icon={name} />;
}

export const GlobeIcon = (props: IconProps) => <Icon {...props} name="globe" />;
export const AccountIcon = (props: IconProps) => <Icon {...props} name="account" />;
export const BasketIcon = (props: IconProps) => <Icon {...props} name="basket" />;
export const MenuIcon = (props: IconProps) => <Icon {...props} name="menu" />;
export const ChevronDownIcon = (props: IconProps) => <Icon {...props} name="chevronDown" />;
export const SupportIcon = (props: IconProps) => <Icon {...props} name="support" />;
