import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { cbTokens } from '../tokens/cb.ts';

export const cbTheme = createTheme(vars, cbTokens, 'cb');
