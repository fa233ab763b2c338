import './brandTheme.css.ts';
import '@shop/themes/global.css';
import { button } from './button.css.ts';

export const className = button;
