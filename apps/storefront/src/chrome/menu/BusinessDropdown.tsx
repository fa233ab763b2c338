'use client';

import { Link } from '../../routing/Link.tsx';
import { useId } from 'react';
import { ChevronDownIcon } from '../icons/icons.tsx';
import type { ResolvedLink } from '../links.ts';
import * as styles from './BusinessDropdown.css.ts';
import { useDisclosure } from './useDisclosure.ts';

export interface BusinessDropdownProps {
  readonly label: string;
  readonly columns: readonly { readonly title: string; readonly links: readonly ResolvedLink[] }[];
}

/** The header's business menu (brands with `features.businessDropdown`), a disclosure like the category menu. */
export function BusinessDropdown({ label, columns }: BusinessDropdownProps) {
  const disclosure = useDisclosure();
  const panelId = useId();
  return (
    <div className={styles.root}>
      <button
        ref={disclosure.buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={disclosure.open}
        aria-controls={panelId}
        onClick={disclosure.toggle}
      >
        {label}
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
        {disclosure.open && columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className={styles.title}>{column.title}</p>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  {link.external ? (
                    <a className={styles.link} href={link.href} rel="noopener">
                      {link.label}
                    </a>
                  ) : (
                    <Link className={styles.link} href={link.href} onClick={() => disclosure.close()}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </div>
  );
}
