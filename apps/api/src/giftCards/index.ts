export { checkCard, identifyCard, type CardCheckRequest, type CardCheckServices, type CheckedCard, type SpendableCard } from './cardCheck.ts';
export { cardStateOf, unspendableCard, type CardState, type UnspendableState } from './cardState.ts';
export { issuedCardPrefixes } from './prefixes.ts';
export { cardCheckServices, giftCardMutations, giftCardQueries } from './resolvers.ts';
