// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_SVGS } from './icon-shapes.ts';
import * as styles from './icons.css.ts';
import { ChevronDownIcon, GlobeIcon } from './icons.tsx';

describe('header icons', () => {
  it('are hidden from assistive technology and drawn by the style sheet at the size asked for', () => {
    const { container } = render(
      <>
        <GlobeIcon />
        <ChevronDownIcon size={16} />
      </>,
    );
    const [globe, chevron] = [...container.children];
    expect(globe).toHaveAttribute('aria-hidden', 'true');
    expect(globe?.className).toContain(styles.icon.globe);
    expect(globe?.classList).toContain(styles.size[24]);
    expect(chevron?.className).toContain(styles.icon.chevronDown);
    expect(chevron?.classList).toContain(styles.size[16]);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('have well-formed shapes', () => {
    for (const [name, svg] of Object.entries(ICON_SVGS)) {
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(document.querySelector('parsererror'), name).toBeNull();
      expect(document.querySelector('path, rect, circle'), name).not.toBeNull();
    }
  });
});
