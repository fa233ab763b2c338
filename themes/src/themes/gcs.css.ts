import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { gcsTokens } from '../tokens/gcs.ts';

export const gcsTheme = createTheme(vars, gcsTokens, 'gcs');
