import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';
import { brandTokens } from '@shop/themes/tokens';

// What a storefront build does for its one brand: a CK-group brand with its own brand colour.
createGlobalTheme(':root', vars, brandTokens('CK', { color: { brand: '#123456' } }));
