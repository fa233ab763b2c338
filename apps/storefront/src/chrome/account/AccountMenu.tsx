'use client';

import { Link } from '../../routing/Link.tsx';
import { useId, useTransition } from 'react';
import type { LogoutOutcome } from '../../account/logout.ts';
import * as headerStyles from '../Header.css.ts';
import { AccountIcon } from '../icons/icons.tsx';
import { useDisclosure } from '../menu/useDisclosure.ts';
import * as styles from './AccountMenu.css.ts';
import { useSignedInMarker } from './signed-in-marker.ts';

export interface AccountMenuProps {
  /** 'My account': the icon's label and the menu's name. */
  readonly label: string;
  /** The identify page, where the icon leads a visitor who is not logged in. */
  readonly identifyHref: string;
  readonly links: readonly { readonly href: string; readonly label: string }[];
  readonly logoutLabels: { readonly idle: string; readonly pending: string };
  /** Logs out from the page at `pathname` (the log out server action, for the page's language). */
  readonly logOut: (pathname: string) => Promise<LogoutOutcome>;
}

/**
 * The header's account entry (spec §2, §4): the icon links to the identify page; with the logged-in marker it opens a
 * menu of the account's pages and log out instead. It renders nothing personal on the server, so the header stays
 * part of cached, shared pages.
 */
export function AccountMenu({ label, identifyHref, links, logoutLabels, logOut }: AccountMenuProps) {
  const signedIn = useSignedInMarker();
  const disclosure = useDisclosure();
  const panelId = useId();
  const [leaving, startLeaving] = useTransition();

  if (!signedIn) {
    return (
      <Link className={headerStyles.iconLink} href={identifyHref}>
        <AccountIcon />
        <span className={headerStyles.iconLabel}>{label}</span>
      </Link>
    );
  }

  const onLogOut = () => {
    if (leaving) return;
    startLeaving(async () => {
      const { location } = await logOut(window.location.pathname);
      if (location) window.location.assign(location);
      else window.location.reload();
    });
  };

  return (
    <div className={styles.root}>
      <button
        ref={disclosure.buttonRef}
        type="button"
        className={`${headerStyles.iconLink} ${styles.toggle}`}
        aria-expanded={disclosure.open}
        aria-controls={panelId}
        onClick={disclosure.toggle}
      >
        <AccountIcon />
        <span className={headerStyles.iconLabel}>{label}</span>
      </button>
      <nav
        id={panelId}
        ref={(element) => {
          disclosure.regionRef.current = element;
        }}
        aria-label={label}
        className={styles.panel}
        hidden={!disclosure.open}
      >
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <Link className={styles.link} href={link.href} onClick={() => disclosure.close()}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.logout} onClick={onLogOut} aria-busy={leaving}>
              {leaving ? logoutLabels.pending : logoutLabels.idle}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
