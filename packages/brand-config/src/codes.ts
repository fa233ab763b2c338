/** Every storefront the platform builds, as listed in the product spec. */
export const BRAND_CODES = [
  'CB', 'CBAT', 'CBAU', 'CBBE', 'CBBR', 'CBCA', 'CBCH', 'CBDE', 'CBDK', 'CBES', 'CBFR', 'CBIE', 'CBIT',
  'CBMX', 'CBNO', 'CBNZ', 'CBPL', 'CBSE', 'CBUS', 'CK', 'CKFR', 'CKUK', 'GCSAE', 'GCSAT', 'GCSBE', 'GCSDE',
  'GCSFR', 'GCSIE', 'GCSIT', 'GCSNL', 'GCSPT', 'GCSUK', 'GCUK',
] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export const BRAND_GROUPS = ['CB', 'CK', 'GCS'] as const;
export type BrandGroup = (typeof BRAND_GROUPS)[number];

/** Themes that exist in `themes/src/themes/<name>.css.ts`: one per brand group, named after it. */
export const KNOWN_THEMES = BRAND_GROUPS;
export type ThemeName = (typeof KNOWN_THEMES)[number];

/** Languages a storefront may offer (ISO 639-1). */
export const LANGUAGE_CODES = ['nl', 'fr', 'de', 'it', 'es', 'pt', 'da', 'nb', 'pl', 'sv', 'en'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Every screen of the storefront (spec §2); each needs a path in every language a brand offers. */
export const SCREENS = [
  'home', 'productList', 'productDetail', 'productLocations', 'locationDetail', 'choiceCard', 'category',
  'categoryAll', 'cart', 'checkout', 'checkoutConfirmation', 'checkoutThankYou', 'checkoutProcessPayment',
  'activate', 'activateSuccess', 'cardDetails', 'redeemStart', 'redeemInfo', 'redeemResult',
  'redeemBusinessResult', 'redeemCheckout', 'doubler', 'doublerThankYou', 'reorder', 'business', 'blog',
  'blogArticle', 'giveMoments', 'giveMomentPage', 'account', 'accountLogin', 'accountRegister',
  'accountRegisterSuccess', 'accountOverview', 'accountOrders', 'accountData', 'accountAddressBook',
  'accountForgotPassword', 'accountForgotPasswordSuccess', 'accountNewPassword', 'accountNewPasswordSuccess',
  'contact', 'helpdesk', 'delivery', 'cancelationPolicy', 'termsConditions', 'cookies',
  'cookiesPrivacyStatement', 'notFound',
] as const;
export type ScreenId = (typeof SCREENS)[number];

export const PAYMENT_LOGO_KINDS = [
  'EPS', 'amex', 'bancontact', 'belfius', 'blik', 'carte bancaire', 'ideal', 'invoice', 'kbccbc', 'mastercard',
  'paypal', 'secure', 'visa',
] as const;
export type PaymentLogoKind = (typeof PAYMENT_LOGO_KINDS)[number];

/**
 * Payment logos that say what they mean instead of naming a brand: read in the store's language, from the message
 * catalog (`chrome.payment.<kind>` in @shop/i18n).
 */
export const GENERIC_PAYMENT_LOGO_KINDS = ['invoice', 'secure'] as const satisfies readonly PaymentLogoKind[];
export type GenericPaymentLogoKind = (typeof GENERIC_PAYMENT_LOGO_KINDS)[number];
export type BrandedPaymentLogoKind = Exclude<PaymentLogoKind, GenericPaymentLogoKind>;

/** The name each payment brand's logo is read as, the same in every language. */
export const PAYMENT_BRAND_NAMES = {
  EPS: 'eps-Überweisung', amex: 'American Express', bancontact: 'Bancontact', belfius: 'Belfius', blik: 'BLIK', 'carte bancaire': 'Carte Bancaire',
  ideal: 'iDEAL', kbccbc: 'KBC/CBC', mastercard: 'Mastercard', paypal: 'PayPal', visa: 'Visa',
} as const satisfies Record<BrandedPaymentLogoKind, string>;

export function isGenericPaymentLogoKind(kind: PaymentLogoKind): kind is GenericPaymentLogoKind {
  return (GENERIC_PAYMENT_LOGO_KINDS as readonly PaymentLogoKind[]).includes(kind);
}

export function isPaymentLogoKind(kind: string): kind is PaymentLogoKind {
  return (PAYMENT_LOGO_KINDS as readonly string[]).includes(kind);
}


/** Footer trust marks; each is read in the store's language, from the message catalog (`chrome.trustMark.<kind>`). */
export const TRUST_MARK_KINDS = ['trustedShops', 'thuiswinkelWaarborg', 'secureCheckout'] as const;
export type TrustMarkKind = (typeof TRUST_MARK_KINDS)[number];

/**
 * Payment methods a store can offer at checkout (spec §1: card, wallet, bank redirect, bank transfer, invoice; and
 * BLIK, the six-digit code from a Polish banking app, for stores paid in złoty).
 */
export const PAYMENT_METHODS = ['card', 'wallet', 'bankRedirect', 'bankTransfer', 'invoice', 'blik'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment methods by the names the API gives them: GraphQL's `PaymentMethodKind` and the database's
 * `payment_method_kind` (a test holds both to this list).
 */
export const PAYMENT_METHOD_KINDS = ['CARD', 'WALLET', 'BANK_REDIRECT', 'BANK_TRANSFER', 'INVOICE', 'BLIK'] as const;
export type PaymentMethodKindName = (typeof PAYMENT_METHOD_KINDS)[number];

/** Each payment method by the name the API gives it, as brand files name it. */
export const PAYMENT_METHOD_OF_KIND = {
  CARD: 'card',
  WALLET: 'wallet',
  BANK_REDIRECT: 'bankRedirect',
  BANK_TRANSFER: 'bankTransfer',
  INVOICE: 'invoice',
  BLIK: 'blik',
} as const satisfies Record<PaymentMethodKindName, PaymentMethod>;

/**
 * A payment method's name where its country's schemes give it one, wherever it is named (checkout, order page,
 * e-mail): BLIK is a scheme itself; a bank redirect goes by the schemes its marks show, as a list in the locale
 * ("iDEAL", "KBC/CBC of Belfius"), unknown and generic marks left out. Null where the method goes by its plain name.
 */
export function schemeNameOf(kind: PaymentMethodKindName, marks: readonly string[], locale: string): string | null {
  if (kind === 'BLIK') return PAYMENT_BRAND_NAMES.blik;
  if (kind !== 'BANK_REDIRECT') return null;
  const schemes = marks.flatMap((mark) => (isPaymentLogoKind(mark) && !isGenericPaymentLogoKind(mark) ? [PAYMENT_BRAND_NAMES[mark]] : []));
  return schemes.length > 0 ? new Intl.ListFormat(locale, { type: 'disjunction' }).format(schemes) : null;
}

export const HEADER_VARIANTS = ['normal', 'business', 'newer', 'redeem'] as const;
export type HeaderVariant = (typeof HEADER_VARIANTS)[number];

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'linkedIn', 'pinterest', 'twitter', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const REDIRECT_TARGETS = ['privacy', 'redeemPrivacy', 'terms', 'oldCustomerSupport', 'promoPopup', 'businessPage'] as const;
export type RedirectTarget = (typeof REDIRECT_TARGETS)[number];

export const DECORATION_PLACEMENTS = ['header', 'footer', 'hero'] as const;

export interface LogoBox {
  readonly width: number;
  readonly height: number;
}

/** Spec §9 logo sizes in pixels: header variants per screen size, and the fixed-height modal logo. */
export const LOGO_SIZES = {
  v1: { desktop: { width: 200, height: 80 }, mobile: { width: 170, height: 68 } },
  v2: { desktop: { width: 252, height: 86 }, mobile: { width: 116, height: 68 } },
  v3: { desktop: { width: 202, height: 52 }, mobile: { width: 134, height: 36 } },
  // The modal logo is 48 px high on every screen; its box keeps v1's proportions.
  modal: { desktop: { width: 120, height: 48 }, mobile: { width: 120, height: 48 } },
} as const satisfies Record<string, { readonly desktop: LogoBox; readonly mobile: LogoBox }>;
export type LogoVariant = keyof typeof LOGO_SIZES;
export const LOGO_VARIANTS = Object.keys(LOGO_SIZES) as readonly LogoVariant[];

/** One variant's sizes as the brand schema describes them: `v1 200x80/170x68`. */
export function logoSizeText(variant: LogoVariant): string {
  const { desktop, mobile } = LOGO_SIZES[variant];
  return `${variant} ${desktop.width}x${desktop.height}/${mobile.width}x${mobile.height}`;
}

/** Mirror of the leaves of the theme contract (`themes/src/contract.css.ts`) a brand may override. */
export const THEME_TOKENS = {
  color: [
    'brand', 'brandHover', 'brandActive', 'onBrand', 'accent', 'accentHover', 'onAccent', 'surface', 'surfaceMuted',
    'surfaceInverse', 'onSurfaceInverse', 'text', 'textMuted', 'border', 'borderStrong', 'focus', 'success',
    'danger', 'warning', 'overlay', 'labelLike', 'labelStar',
  ],
  font: ['body', 'heading'],
  fontSize: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'],
  fontWeight: ['regular', 'medium', 'bold'],
  lineHeight: ['tight', 'normal'],
  space: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'],
  radius: ['none', 'sm', 'md', 'lg', 'pill'],
  shadow: ['sm', 'md', 'lg'],
  zIndex: ['base', 'dropdown', 'sticky', 'header', 'overlay', 'modal', 'toast'],
  motion: ['fast', 'modal', 'slide', 'easing'],
} as const satisfies Record<string, readonly string[]>;
