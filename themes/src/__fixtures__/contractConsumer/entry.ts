import { card } from './card.css.ts';

export const className = card;
