import { describe, expect, it } from 'vitest';
import { brandOverrideVars } from './brandOverrideVars.ts';
import { brandTokens } from './brandTokens.ts';
import { vars } from './contract.css.ts';
import { groupTokens } from './groups.ts';

describe('brandOverrideVars', () => {
  it('is empty for a brand that keeps its group theme', () => {
    expect(brandOverrideVars(vars, 'GCS')).toEqual({});
    expect(brandOverrideVars(vars, 'CB', {})).toEqual({});
  });

  it('holds the overridden colour and the shades derived from it, and nothing else', () => {
    const changed = brandOverrideVars(vars, 'GCS', { color: { accent: '#169b62' } });
    const branded = brandTokens('GCS', { color: { accent: '#169b62' } });
    expect(changed[vars.color.accent]).toBe('#169b62');
    expect(changed[vars.color.accentHover]).toBe(branded.color.accentHover);
    expect(branded.color.accentHover).not.toBe(groupTokens.GCS.color.accentHover);
    expect(changed[vars.color.brand]).toBeUndefined();
    expect(changed[vars.color.surface]).toBeUndefined();
  });

  it('holds each variable a brand sets, explicit shades included', () => {
    const changed = brandOverrideVars(vars, 'CK', { color: { accent: '#c8102e', accentHover: '#a50d26' } });
    expect(changed).toEqual({ [vars.color.accent]: '#c8102e', [vars.color.accentHover]: '#a50d26' });
  });
});
