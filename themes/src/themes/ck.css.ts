import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { ckTokens } from '../tokens/ck.ts';

export const ckTheme = createTheme(vars, ckTokens, 'ck');
