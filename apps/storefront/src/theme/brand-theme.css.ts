import brand from '@brand/config';
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';
import { brandTokens } from '@shop/themes/tokens';

// Evaluated at build time: the emitted CSS holds this brand's theme and no other.
createGlobalTheme(':root', vars, brandTokens(brand.theme.name, brand.theme.overrides));
