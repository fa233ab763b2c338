import { describe, expect, it } from 'vitest';
import { brandInlineVars } from './brandInlineVars.ts';
import { vars } from './contract.css.ts';
import { groupTokens } from './groups.ts';
import { themeClassByName } from './themeClasses.ts';

function cssVariableName(variable: string): string {
  const match = /^var\((--[^)]+)\)$/.exec(variable);
  if (!match?.[1]) throw new Error(`Not a CSS variable reference: ${variable}`);
  return match[1];
}

describe('group themes', () => {
  it('each group has its own theme class', () => {
    const classes = Object.values(themeClassByName);
    expect(new Set(classes).size).toBe(3);
    for (const className of classes) expect(className).toMatch(/\S/);
  });
});

describe('brandInlineVars', () => {
  it('sets every contract variable to the brand value, overrides and derived shades included', () => {
    const style = brandInlineVars('GCS', { color: { brand: '#1565c0' } });
    expect(style[cssVariableName(vars.color.brand)]).toBe('#1565c0');
    expect(style[cssVariableName(vars.color.brandHover)]).not.toBe(groupTokens.GCS.color.brandHover);
    expect(style[cssVariableName(vars.font.body)]).toBe(groupTokens.GCS.font.body);
    expect(style[cssVariableName(vars.motion.modal)]).toBe('300ms');
  });
});
