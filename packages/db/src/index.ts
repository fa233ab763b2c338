export * from './schema.ts';
export { DatabaseDirectoryInUseError } from './data-dir-lock.ts';
export { defaultPgliteDataDir, resolvePgliteDataDir } from './data-dir.ts';
export { databaseOpenProblem, type DatabaseLocation } from './open-problem.ts';
export {
  createDatabase,
  migrate,
  migrationsFolder,
  type CreateDatabaseOptions,
  type DatabaseConnection,
  type DatabaseKind,
  type ShopDatabase,
  type ShopExecutor,
  type ShopSchema,
  type ShopTransaction,
} from './client.ts';
export { seed, type SeedOptions, type SeedReport } from './seed/index.ts';
export { seedStoreFromBrand, type BrandForSeed, type SeedLanguage, type SeedStore } from './seed/stores.ts';
export { REFERENCE_STORE_ID } from './seed/build-store.ts';
export {
  searchCatalogue,
  searchWords,
  MAX_SEARCH_TEXT_LENGTH,
  type GivingMomentHit,
  type ProductHit,
  type SearchInput,
  type SearchResult,
} from './queries/search.ts';
export {
  findLocationsInBox,
  InvalidBoundingBoxError,
  type BoundingBox,
  type LocationHit,
} from './queries/locations.ts';
export {
  loadCartContents,
  type CartCardKind,
  type CartDeliveryKind,
  type CartExtraKind,
  type CartRef,
  type StoredCardItem,
  type StoredCardProduct,
  type StoredCart,
  type StoredExtraItem,
  type StoredPackage,
} from './queries/cart-contents.ts';
export { createCart, findOpenCart, findPlacedOrderOwner, findPlacedOrderStatus, lockOpenCart, type OpenCart, type PlacedOrderStatus } from './queries/cart-orders.ts';
export { deleteExpiredCarts, type ExpiredCartsBatch } from './queries/basket-expiry.ts';
export {
  addRateLimitPoints,
  deleteRateLimitCounter,
  findRateLimitCounter,
  purgeExpiredRateLimitCounters,
  type RateLimitCounter,
  type RateLimitCounterChange,
} from './queries/rate-limit-counters.ts';
export {
  deleteCartPackageGroups,
  insertCartPackage,
  replaceCartPackage,
  type PackageLines,
  type PackageSlot,
} from './queries/cart-packages.ts';
export {
  findActiveExtra,
  findCartVariation,
  loadStoreCharges,
  type CartExtra,
  type CartFeeRule,
  type CartVariation,
  type StoreCharges,
} from './queries/cart-pricing.ts';
export {
  findProductCardsByIds,
  productCardColumns,
  type ProductCardRow,
  type StoreScope,
} from './queries/product-cards.ts';
export {
  listProductCards,
  type PageFilter,
  type ProductFilters,
  type ProductList,
  type ProductListInput,
  type TaxonomyFilter,
} from './queries/products.ts';
export {
  findProductDetailByPath,
  listExtras,
  type ExtraRow,
  type ProductDetailRow,
  type VariationRow,
} from './queries/product-detail.ts';
export { countProductLocations, findRelatedProductCards } from './queries/product-neighbours.ts';
export { listMenuCategories, type MenuCategoryRow } from './queries/menus.ts';
export {
  findContentPageByPath,
  listPageVersions,
  type ContentPageRow,
  type PageVersion,
} from './queries/content-pages.ts';
export {
  listContentPages,
  listedPageKinds,
  type ContentList,
  type ContentListInput,
  type ContentListItemRow,
  type ListedPageKind,
} from './queries/content-lists.ts';
export {
  findTaxonomyTermByPath,
  isVocabularyId,
  listTaxonomyTerms,
  type TaxonomyTermPage,
  type TaxonomyTermRow,
  type VocabularyId,
} from './queries/taxonomy.ts';
export { listHomeBlocks, type HomeBlockRow } from './queries/home-blocks.ts';
export { popularSearchContent, type PopularSearchContent, type PopularSearchLimits } from './queries/popular-search.ts';
export { findAddressSuggestions, type AddressSuggestionInput, type AddressSuggestionRow } from './queries/address-suggestions.ts';
export { ARTWORK_KINDS, artworkPath, findArtworkSvg, pingDatabase, type ArtworkKind } from './queries/artwork.ts';
export {
  adjustStock,
  claimCaptchaSolution,
  createShipment,
  findPaymentById,
  findPaymentByRequestKey,
  findPlacedOrder,
  findRequestKeyOrder,
  insertPayment,
  isRequestKeyConflict,
  listOrderShipments,
  listPayments,
  lockLimitedStock,
  lockOrder,
  lockPayment,
  markOrderPlaced,
  movePackageToShipment,
  nextOrderNumber,
  recordPaymentEvent,
  setOrderStatus,
  setPackageReceiver,
  setShipmentPromise,
  updatePayment,
  type DeliveryModeValue,
  type NewPayment,
  type OrderForPlacing,
  type PaymentMethodValue,
  type PaymentRow,
  type PaymentStatusValue,
  type PlacedOrderFields,
  type ShipmentPromise,
} from './queries/checkout.ts';
export {
  claimDueJobs,
  insertJob,
  markJobAttemptFailed,
  markJobCompleted,
  type ClaimedJob,
  type NewJob,
} from './queries/jobs.ts';
export {
  blockOrderCards,
  findGiftCardForCheck,
  insertIssuedGiftCard,
  listGiftCardLines,
  listIssuedSequences,
  listUnsentPackageCards,
  lockPaidOrder,
  markCardsEmailed,
  replacePinHashes,
  type GiftCardForCheck,
  type GiftCardLine,
  type NewGiftCard,
  type UnsentGiftCard,
} from './queries/gift-cards.ts';
export {
  addCartCardPayment,
  appendCardLedgerEntry,
  blockedCardDebited,
  listCardDebitReferences,
  listCartCardPayments,
  listLedgerEntriesByReference,
  listOrderCardDebits,
  lockCards,
  lockCartCardPayments,
  removeCartCardPayment,
  type CartCardPayment,
} from './queries/card-payments.ts';
export {
  findOrderForMail,
  findPackageForGiftCardMail,
  findPaymentForMail,
  type ItemForMailRow,
  type OrderForMail,
  type PackageForGiftCardMail,
  type PackageForMailRow,
  type ShipmentForMailRow,
} from './queries/fulfilment.ts';
export {
  cancelActivation,
  completeActivation,
  findActivationOrder,
  findLiveActivationOrder,
  insertActivationOrder,
  lockCardForActivation,
  lockPendingActivation,
  type ActivationOrderRow,
  type ActivationOrderStatus,
  type CardForActivation,
  type NewActivationOrder,
} from './queries/activation.ts';
export {
  claimPasswordResetToken,
  deleteAccount,
  deleteAccountSessions,
  deleteSession,
  findAccountCredentials,
  findAccountPasswordHash,
  findAccountProfile,
  findSessionAccount,
  insertAccount,
  insertPasswordResetToken,
  insertSession,
  purgeExpiredAccountTokens,
  setAccountPassword,
  updateAccountProfile,
  type AccountCredentials,
  type AccountProfileChange,
  type AccountProfileRow,
  type AccountRef,
  type NewAccount,
} from './queries/accounts.ts';
export {
  claimGuestBasket,
  countAccountOrders,
  countAddresses,
  isOpenGuestBasket,
  deleteAddress,
  deleteGuestBasket,
  findAccountBasket,
  insertAddress,
  isAccountOrder,
  linkOrderToAccount,
  listAccountOrders,
  listAddresses,
  lockAccountAddressBook,
  updateAddress,
  type AccountOrderRow,
  type AddressBookEntry,
  type AddressBookFields,
} from './queries/account-book.ts';
export { findQuoteRequest, insertQuoteRequest, type NewQuoteRequest, type QuoteRequestRow } from './queries/quote-requests.ts';
export {
  enterDoublerDraw, findDoublerEntry, findDoublerWin, listDoublerEntryIds, lockDoublerDraw, recordDoublerDraw,
  type DoublerEntryView, type EligibleDoublerEntry, type NewDoublerEntry,
} from './queries/doubler.ts';
