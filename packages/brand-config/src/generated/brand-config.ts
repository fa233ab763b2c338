/* Generated from brands/brand.schema.json by `npm run generate -w @shop/brand-config`. Do not edit. */

/**
 * Where the link goes: a storefront screen or an external URL.
 */
export type LinkTarget = ({
/**
 * Link kind.
 */
kind: "screen"
/**
 * Screen id from the route table.
 */
screen: ("home" | "productList" | "productDetail" | "productLocations" | "locationDetail" | "choiceCard" | "category" | "categoryAll" | "cart" | "checkout" | "checkoutConfirmation" | "checkoutThankYou" | "checkoutProcessPayment" | "activate" | "activateSuccess" | "cardDetails" | "redeemStart" | "redeemInfo" | "redeemResult" | "redeemBusinessResult" | "redeemCheckout" | "doubler" | "doublerThankYou" | "reorder" | "business" | "blog" | "blogArticle" | "giveMoments" | "giveMomentPage" | "account" | "accountLogin" | "accountRegister" | "accountRegisterSuccess" | "accountOverview" | "accountOrders" | "accountData" | "accountAddressBook" | "accountForgotPassword" | "accountForgotPasswordSuccess" | "accountNewPassword" | "accountNewPasswordSuccess" | "contact" | "helpdesk" | "delivery" | "cancelationPolicy" | "termsConditions" | "cookies" | "cookiesPrivacyStatement" | "notFound")
/**
 * Values for the :name segments of the screen's path.
 */
params?: {
[k: string]: string | undefined
}
} | {
/**
 * Link kind.
 */
kind: "url"
/**
 * Absolute address.
 */
url: string
})
/**
 * A link: to a storefront screen (through the route table) or to an external URL.
 */
export type MenuLink = ({
/**
 * Link kind.
 */
kind: "screen"
/**
 * Text shown for the link.
 */
label: string
/**
 * Screen id from the route table.
 */
screen: ("home" | "productList" | "productDetail" | "productLocations" | "locationDetail" | "choiceCard" | "category" | "categoryAll" | "cart" | "checkout" | "checkoutConfirmation" | "checkoutThankYou" | "checkoutProcessPayment" | "activate" | "activateSuccess" | "cardDetails" | "redeemStart" | "redeemInfo" | "redeemResult" | "redeemBusinessResult" | "redeemCheckout" | "doubler" | "doublerThankYou" | "reorder" | "business" | "blog" | "blogArticle" | "giveMoments" | "giveMomentPage" | "account" | "accountLogin" | "accountRegister" | "accountRegisterSuccess" | "accountOverview" | "accountOrders" | "accountData" | "accountAddressBook" | "accountForgotPassword" | "accountForgotPasswordSuccess" | "accountNewPassword" | "accountNewPasswordSuccess" | "contact" | "helpdesk" | "delivery" | "cancelationPolicy" | "termsConditions" | "cookies" | "cookiesPrivacyStatement" | "notFound")
/**
 * Values for the :name segments of the screen's path.
 */
params?: {
[k: string]: string | undefined
}
} | {
/**
 * Link kind.
 */
kind: "url"
/**
 * Text shown for the link.
 */
label: string
/**
 * Absolute address.
 */
url: string
})

export interface BrandSchemaTypes {
config: BrandConfig
file: BrandFile
defaults: BrandDefaults
}
/**
 * A storefront's fully resolved configuration (group defaults with the brand file merged on top).
 */
export interface BrandConfig {
/**
 * Storefront brand code; also the folder name under brands/.
 */
code: string
/**
 * Brand group the storefront belongs to.
 */
group: ("CB" | "CK" | "GCS")
/**
 * Brand name shown to customers (e.g. "Giftcard Shop").
 */
name: string
/**
 * Store id sent with every API call; unique across all brands.
 */
storeId: number
/**
 * ISO 3166-1 alpha-2 code of the storefront's country.
 */
country: string
/**
 * ISO 4217 code of the storefront's currency.
 */
currency: string
/**
 * The country's standard VAT rate in basis points (2300 = 23%).
 */
vatRateBasisPoints: number
/**
 * Host name the storefront is served on; unique across all brands.
 */
domain: string
/**
 * Languages offered, the default language first.
 * 
 * @minItems 1
 */
languages: [BrandLanguage, ...(BrandLanguage)[]]
/**
 * The brand's word for its product, per language.
 */
productNoun: {
nl?: ProductNoun
fr?: ProductNoun
de?: ProductNoun
it?: ProductNoun
es?: ProductNoun
pt?: ProductNoun
da?: ProductNoun
nb?: ProductNoun
pl?: ProductNoun
sv?: ProductNoun
en?: ProductNoun
}
/**
 * Localized path patterns per language: a path for every screen.
 */
routes: {
nl?: RouteTable
fr?: RouteTable
de?: RouteTable
it?: RouteTable
es?: RouteTable
pt?: RouteTable
da?: RouteTable
nb?: RouteTable
pl?: RouteTable
sv?: RouteTable
en?: RouteTable
}
/**
 * Redirect targets (site path or https URL).
 */
redirects: {
/**
 * Where the "privacy" redirect goes.
 */
privacy: string
/**
 * Where the "redeemPrivacy" redirect goes.
 */
redeemPrivacy: string
/**
 * Where the "terms" redirect goes.
 */
terms: string
/**
 * Where the "oldCustomerSupport" redirect goes.
 */
oldCustomerSupport: string
/**
 * Where the "promoPopup" redirect goes.
 */
promoPopup: string
/**
 * Where the "businessPage" redirect goes.
 */
businessPage: string
}
features: FeatureToggles
/**
 * Brand logos.
 */
logos: {
main: Logo
footer: Logo
business: Logo
modal: Logo
}
/**
 * Trust marks shown in the footer; each is read in the store's language (message catalog).
 */
trustMarks: TrustMark[]
/**
 * Decorative images (a header decoration adds 30 px to the header).
 */
decorations: Decoration[]
/**
 * Payment method logos shown in the footer and checkout (the first 4 on mobile). A brand's logo is read as its name, a generic one (secure, invoice) in the store's language.
 * 
 * @minItems 1
 */
paymentLogos: [PaymentLogo, ...(PaymentLogo)[]]
payments: Payments
giftCards: GiftCardIssuing
/**
 * The All-in-1 Choice gift card entry point.
 */
choiceCard: {
/**
 * Whether the choice card link shows (only CB and GCSIE).
 */
show: boolean
image: Image
link: LinkTarget
}
organization: Organization
/**
 * Social media links and whether each icon shows in the footer.
 */
socials: {
facebook: SocialLink
instagram: SocialLink
tiktok: SocialLink
linkedIn: SocialLink
pinterest: SocialLink
twitter: SocialLink
youtube: SocialLink
}
/**
 * Storefront family offered by the store and language switcher.
 * 
 * @minItems 1
 */
countriesCombinations: [CountryCombination, ...(CountryCombination)[]]
/**
 * Selling points rotating in the top bar (screens up to 1023 px), per language.
 */
topBar: {
/**
 * Exactly three selling points in language "nl".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
nl?: [string, string, string]
/**
 * Exactly three selling points in language "fr".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
fr?: [string, string, string]
/**
 * Exactly three selling points in language "de".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
de?: [string, string, string]
/**
 * Exactly three selling points in language "it".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
it?: [string, string, string]
/**
 * Exactly three selling points in language "es".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
es?: [string, string, string]
/**
 * Exactly three selling points in language "pt".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
pt?: [string, string, string]
/**
 * Exactly three selling points in language "da".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
da?: [string, string, string]
/**
 * Exactly three selling points in language "nb".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
nb?: [string, string, string]
/**
 * Exactly three selling points in language "pl".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
pl?: [string, string, string]
/**
 * Exactly three selling points in language "sv".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
sv?: [string, string, string]
/**
 * Exactly three selling points in language "en".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
en?: [string, string, string]
}
/**
 * Footer menu per language: columns of links.
 */
footerMenu: {
/**
 * Footer menu columns for language "nl".
 */
nl?: MenuColumn[]
/**
 * Footer menu columns for language "fr".
 */
fr?: MenuColumn[]
/**
 * Footer menu columns for language "de".
 */
de?: MenuColumn[]
/**
 * Footer menu columns for language "it".
 */
it?: MenuColumn[]
/**
 * Footer menu columns for language "es".
 */
es?: MenuColumn[]
/**
 * Footer menu columns for language "pt".
 */
pt?: MenuColumn[]
/**
 * Footer menu columns for language "da".
 */
da?: MenuColumn[]
/**
 * Footer menu columns for language "nb".
 */
nb?: MenuColumn[]
/**
 * Footer menu columns for language "pl".
 */
pl?: MenuColumn[]
/**
 * Footer menu columns for language "sv".
 */
sv?: MenuColumn[]
/**
 * Footer menu columns for language "en".
 */
en?: MenuColumn[]
}
/**
 * Business menu per language: columns of links.
 */
businessMenu: {
/**
 * Business menu columns for language "nl".
 */
nl?: MenuColumn[]
/**
 * Business menu columns for language "fr".
 */
fr?: MenuColumn[]
/**
 * Business menu columns for language "de".
 */
de?: MenuColumn[]
/**
 * Business menu columns for language "it".
 */
it?: MenuColumn[]
/**
 * Business menu columns for language "es".
 */
es?: MenuColumn[]
/**
 * Business menu columns for language "pt".
 */
pt?: MenuColumn[]
/**
 * Business menu columns for language "da".
 */
da?: MenuColumn[]
/**
 * Business menu columns for language "nb".
 */
nb?: MenuColumn[]
/**
 * Business menu columns for language "pl".
 */
pl?: MenuColumn[]
/**
 * Business menu columns for language "sv".
 */
sv?: MenuColumn[]
/**
 * Business menu columns for language "en".
 */
en?: MenuColumn[]
}
countryRules: CountryRules
theme: ThemeChoice
}
/**
 * One language of the storefront.
 */
export interface BrandLanguage {
/**
 * ISO 639-1 language code; also the path prefix for non-default languages.
 */
code: ("nl" | "fr" | "de" | "it" | "es" | "pt" | "da" | "nb" | "pl" | "sv" | "en")
/**
 * BCP 47 locale used for formatting and <html lang> (language-REGION, e.g. en-IE).
 */
locale: string
}
/**
 * Product word in language "nl".
 */
export interface ProductNoun {
/**
 * Singular, as written mid-sentence (e.g. "gift card").
 */
singular: string
/**
 * Plural, as written mid-sentence (e.g. "gift cards").
 */
plural: string
/**
 * Path segment of the product list (e.g. "gift-cards").
 */
slug: string
}
/**
 * Path pattern of every screen in language "nl". Patterns start and end with "/", use :name for variable segments and never carry the language prefix (the storefront adds /nl when it is not the default language).
 */
export interface RouteTable {
/**
 * Home page with the "Most chosen" block.
 */
home: string
/**
 * List of all products (English: /gift-cards/).
 */
productList: string
/**
 * One product; needs :product.
 */
productDetail: string
/**
 * Where a product can be spent; needs :product.
 */
productLocations: string
/**
 * One location; needs :location.
 */
locationDetail: string
/**
 * The All-in-1 Choice gift card page.
 */
choiceCard: string
/**
 * One category of products; needs :category.
 */
category: string
/**
 * The category page listing every product.
 */
categoryAll: string
/**
 * Basket.
 */
cart: string
/**
 * Checkout (steps: your data, shipping, payment, success).
 */
checkout: string
/**
 * Order confirmation; needs :uuid.
 */
checkoutConfirmation: string
/**
 * Order confirmation, version 2.
 */
checkoutThankYou: string
/**
 * Payment processing page.
 */
checkoutProcessPayment: string
/**
 * Card activation form.
 */
activate: string
/**
 * Card activation success.
 */
activateSuccess: string
/**
 * Activation voucher page.
 */
cardDetails: string
/**
 * Redeem start: balance check.
 */
redeemStart: string
/**
 * Redeem gift card information; needs :pageId.
 */
redeemInfo: string
/**
 * Redeem shop.
 */
redeemResult: string
/**
 * Business redeem shop; needs :pageId.
 */
redeemBusinessResult: string
/**
 * Redeem checkout (recognised by the redeemToken query parameter).
 */
redeemCheckout: string
/**
 * Monthly balance doubler draw.
 */
doubler: string
/**
 * Balance doubler sign-up confirmation; needs :product.
 */
doublerThankYou: string
/**
 * Reorder a previous order.
 */
reorder: string
/**
 * Business page (quotes, invoice ordering).
 */
business: string
/**
 * Blog overview.
 */
blog: string
/**
 * One blog article; needs :path.
 */
blogArticle: string
/**
 * Giving moments overview.
 */
giveMoments: string
/**
 * One giving moment; needs :product.
 */
giveMomentPage: string
/**
 * Account identify (e-mail first).
 */
account: string
/**
 * Login.
 */
accountLogin: string
/**
 * Register.
 */
accountRegister: string
/**
 * Registration success.
 */
accountRegisterSuccess: string
/**
 * Account overview tab.
 */
accountOverview: string
/**
 * Account orders tab.
 */
accountOrders: string
/**
 * Account details tab.
 */
accountData: string
/**
 * Account address book.
 */
accountAddressBook: string
/**
 * Forgot password.
 */
accountForgotPassword: string
/**
 * Forgot password: e-mail sent.
 */
accountForgotPasswordSuccess: string
/**
 * Set a new password.
 */
accountNewPassword: string
/**
 * New password saved.
 */
accountNewPasswordSuccess: string
/**
 * Contact page.
 */
contact: string
/**
 * Helpdesk (redirects to contact).
 */
helpdesk: string
/**
 * Delivery information.
 */
delivery: string
/**
 * Cancellation policy.
 */
cancelationPolicy: string
/**
 * Terms and conditions.
 */
termsConditions: string
/**
 * Cookie information.
 */
cookies: string
/**
 * Cookie and privacy statement.
 */
cookiesPrivacyStatement: string
/**
 * Not found page.
 */
notFound: string
}
/**
 * Feature toggles.
 */
export interface FeatureToggles {
/**
 * Header variant.
 */
headerVariant: ("normal" | "business" | "newer" | "redeem")
/**
 * Open the identify modal (instead of the guest order modal) before checkout when not logged in.
 */
orderModalAuth: boolean
/**
 * Allow retrying a failed payment from checkout.
 */
retryPayment: boolean
/**
 * Show the delayed-delivery warning banner on redeem pages.
 */
redeemDelayBanner: boolean
/**
 * Show the business dropdown in the header.
 */
businessDropdown: boolean
}
/**
 * Main header logo.
 */
export interface Logo {
/**
 * Logo image: file path relative to the brand folder (e.g. assets/logo-main.svg).
 */
src: string
/**
 * Alternative text for the logo.
 */
alt: string
/**
 * Size variant (spec §9, desktop/mobile pixels): v1 200x80/170x68, v2 252x86/116x68, v3 202x52/134x36, modal 120x48/120x48.
 */
variant: ("v1" | "v2" | "v3" | "modal")
}
/**
 * One trust mark.
 */
export interface TrustMark {
/**
 * The certification the mark stands for.
 */
kind: ("trustedShops" | "thuiswinkelWaarborg" | "secureCheckout")
/**
 * Trust mark image: file path relative to the brand folder (e.g. assets/logo-main.svg).
 */
src: string
/**
 * Page that verifies the mark.
 */
url: string
}
/**
 * One decoration.
 */
export interface Decoration {
/**
 * Where the decoration shows.
 */
placement: ("header" | "footer" | "hero")
/**
 * Decoration image: file path relative to the brand folder (e.g. assets/logo-main.svg).
 */
src: string
/**
 * Alternative text for the decoration (empty text is not allowed; describe it).
 */
alt: string
}
/**
 * One payment logo.
 */
export interface PaymentLogo {
/**
 * Payment method.
 */
kind: ("EPS" | "amex" | "bancontact" | "belfius" | "blik" | "carte bancaire" | "ideal" | "invoice" | "kbccbc" | "mastercard" | "paypal" | "secure" | "visa")
/**
 * Payment logo image: file path relative to the brand folder (e.g. assets/logo-main.svg).
 */
src: string
}
/**
 * How customers pay at checkout.
 */
export interface Payments {
/**
 * Payment methods offered, in the order shown. "invoice" is offered to business customers only.
 * 
 * @minItems 1
 */
methods: [PaymentMethodChoice, ...(PaymentMethodChoice)[]]
/**
 * Country whose banks the bank choice lists (ISO 3166-1 alpha-2), e.g. NL for iDEAL.
 */
bankCountry?: string
}
/**
 * One payment method.
 */
export interface PaymentMethodChoice {
/**
 * Payment method.
 */
method: ("card" | "wallet" | "bankRedirect" | "bankTransfer" | "invoice" | "blik")
/**
 * Payment marks shown with the method at checkout. A bank redirect is named after its marks (iDEAL; KBC/CBC or Belfius).
 * 
 * Items: Payment logo kind.
 */
logos: ("EPS" | "amex" | "bancontact" | "belfius" | "blik" | "carte bancaire" | "ideal" | "invoice" | "kbccbc" | "mastercard" | "paypal" | "secure" | "visa")[]
}
/**
 * Gift cards the store issues.
 */
export interface GiftCardIssuing {
/**
 * Leading digits of every 19-digit card number the store issues (6 to 9 digits); no other brand's prefix may start with it or be the start of it.
 */
numberPrefix: string
/**
 * How long an issued card can be spent, in months.
 */
validityMonths: number
}
/**
 * Choice card image.
 */
export interface Image {
/**
 * Choice card image: file path relative to the brand folder (e.g. assets/logo-main.svg).
 */
src: string
/**
 * Alternative text for the choice card.
 */
alt: string
}
/**
 * The company behind the storefront.
 */
export interface Organization {
/**
 * Registered company name.
 */
legalName: string
address: PostalAddress
/**
 * VAT (or tax) registration number.
 */
vatNumber: string
/**
 * Dutch Chamber of Commerce (KvK) number; Dutch companies only.
 */
kvkNumber?: string
/**
 * Customer contact e-mail.
 */
email: string
/**
 * Customer contact phone in international format.
 */
phone: string
/**
 * When customer support is open.
 * 
 * @minItems 1
 */
businessHours: [BusinessHours, ...(BusinessHours)[]]
}
/**
 * Registered address.
 */
export interface PostalAddress {
/**
 * Street name.
 */
street: string
/**
 * House number with any suffix.
 */
houseNumber: string
/**
 * Postal code (empty only where the country has none).
 */
postCode: string
/**
 * City.
 */
city: string
/**
 * ISO 3166-1 alpha-2 country code.
 */
country: string
}
/**
 * Opening hours for a range of days.
 */
export interface BusinessHours {
/**
 * Days as schema.org abbreviations, a range or a list (Mo-Fr, Sa, Sa,Su).
 */
days: string
/**
 * Opening time, 24 h HH:MM.
 */
opens: string
/**
 * Closing time, 24 h HH:MM.
 */
closes: string
}
/**
 * The facebook link.
 */
export interface SocialLink {
/**
 * Profile address.
 */
url: string
/**
 * Whether the icon shows.
 */
visible: boolean
}
/**
 * One country storefront.
 */
export interface CountryCombination {
/**
 * ISO 3166-1 alpha-2 country code.
 */
country: string
/**
 * Home page address of that storefront.
 */
url: string
/**
 * ISO 4217 currency of that storefront.
 */
currency: string
/**
 * Languages of that storefront; exactly one is the default.
 * 
 * @minItems 1
 */
languages: [CombinationLanguage, ...(CombinationLanguage)[]]
}
/**
 * One language.
 */
export interface CombinationLanguage {
/**
 * ISO 639-1 language code.
 */
code: ("nl" | "fr" | "de" | "it" | "es" | "pt" | "da" | "nb" | "pl" | "sv" | "en")
/**
 * Whether this is the storefront's default language.
 */
isDefault: boolean
}
/**
 * One menu column.
 */
export interface MenuColumn {
/**
 * Column heading.
 */
title: string
/**
 * Links in the column, top to bottom.
 * 
 * @minItems 1
 */
links: [MenuLink, ...(MenuLink)[]]
}
/**
 * Address and phone rules of the storefront's country.
 */
export interface CountryRules {
/**
 * International calling code with "+" (e.g. +353).
 */
callingCode: string
postcode: PostcodeRule
}
/**
 * Postcode rule.
 */
export interface PostcodeRule {
/**
 * Whether an address needs a postcode.
 */
required: boolean
/**
 * Field label customers know, per language of the storefront (e.g. "Eircode"; in Belgium "Postcode" and "Code postal").
 */
label: {
/**
 * The postcode's label in language "nl".
 */
nl?: string
/**
 * The postcode's label in language "fr".
 */
fr?: string
/**
 * The postcode's label in language "de".
 */
de?: string
/**
 * The postcode's label in language "it".
 */
it?: string
/**
 * The postcode's label in language "es".
 */
es?: string
/**
 * The postcode's label in language "pt".
 */
pt?: string
/**
 * The postcode's label in language "da".
 */
da?: string
/**
 * The postcode's label in language "nb".
 */
nb?: string
/**
 * The postcode's label in language "pl".
 */
pl?: string
/**
 * The postcode's label in language "sv".
 */
sv?: string
/**
 * The postcode's label in language "en".
 */
en?: string
}
/**
 * Regular expression (unicode mode) a postcode must match, anchored with ^ and $.
 */
pattern: string
/**
 * A valid example, also used as the field placeholder.
 */
example: string
}
/**
 * Look and feel.
 */
export interface ThemeChoice {
/**
 * Group theme the storefront uses.
 */
name: ("CB" | "CK" | "GCS")
overrides: ThemeOverrides
}
/**
 * Token overrides applied on top of the group theme; same groups and keys as the theme contract, CSS values as strings (colours in hex).
 */
export interface ThemeOverrides {
/**
 * Overrides for the "color" tokens.
 */
color?: {
/**
 * Colour of color.brand as #rrggbb.
 */
brand?: string
/**
 * Colour of color.brandHover as #rrggbb.
 */
brandHover?: string
/**
 * Colour of color.brandActive as #rrggbb.
 */
brandActive?: string
/**
 * Colour of color.onBrand as #rrggbb.
 */
onBrand?: string
/**
 * Colour of color.accent as #rrggbb.
 */
accent?: string
/**
 * Colour of color.accentHover as #rrggbb.
 */
accentHover?: string
/**
 * Colour of color.onAccent as #rrggbb.
 */
onAccent?: string
/**
 * Colour of color.surface as #rrggbb.
 */
surface?: string
/**
 * Colour of color.surfaceMuted as #rrggbb.
 */
surfaceMuted?: string
/**
 * Colour of color.surfaceInverse as #rrggbb.
 */
surfaceInverse?: string
/**
 * Colour of color.onSurfaceInverse as #rrggbb.
 */
onSurfaceInverse?: string
/**
 * Colour of color.text as #rrggbb.
 */
text?: string
/**
 * Colour of color.textMuted as #rrggbb.
 */
textMuted?: string
/**
 * Colour of color.border as #rrggbb.
 */
border?: string
/**
 * Colour of color.borderStrong as #rrggbb.
 */
borderStrong?: string
/**
 * Colour of color.focus as #rrggbb.
 */
focus?: string
/**
 * Colour of color.success as #rrggbb.
 */
success?: string
/**
 * Colour of color.danger as #rrggbb.
 */
danger?: string
/**
 * Colour of color.warning as #rrggbb.
 */
warning?: string
/**
 * Colour of color.overlay: #rrggbb, #rrggbbaa or rgba(r, g, b, alpha).
 */
overlay?: string
/**
 * Colour of color.labelLike as #rrggbb.
 */
labelLike?: string
/**
 * Colour of color.labelStar as #rrggbb.
 */
labelStar?: string
}
/**
 * Overrides for the "font" tokens.
 */
font?: {
/**
 * CSS value for font.body.
 */
body?: string
/**
 * CSS value for font.heading.
 */
heading?: string
}
/**
 * Overrides for the "fontSize" tokens.
 */
fontSize?: {
/**
 * CSS value for fontSize.xs.
 */
xs?: string
/**
 * CSS value for fontSize.sm.
 */
sm?: string
/**
 * CSS value for fontSize.md.
 */
md?: string
/**
 * CSS value for fontSize.lg.
 */
lg?: string
/**
 * CSS value for fontSize.xl.
 */
xl?: string
/**
 * CSS value for fontSize.xxl.
 */
xxl?: string
}
/**
 * Overrides for the "fontWeight" tokens.
 */
fontWeight?: {
/**
 * CSS value for fontWeight.regular.
 */
regular?: string
/**
 * CSS value for fontWeight.medium.
 */
medium?: string
/**
 * CSS value for fontWeight.bold.
 */
bold?: string
}
/**
 * Overrides for the "lineHeight" tokens.
 */
lineHeight?: {
/**
 * CSS value for lineHeight.tight.
 */
tight?: string
/**
 * CSS value for lineHeight.normal.
 */
normal?: string
}
/**
 * Overrides for the "space" tokens.
 */
space?: {
/**
 * CSS value for space.none.
 */
none?: string
/**
 * CSS value for space.xxs.
 */
xxs?: string
/**
 * CSS value for space.xs.
 */
xs?: string
/**
 * CSS value for space.sm.
 */
sm?: string
/**
 * CSS value for space.md.
 */
md?: string
/**
 * CSS value for space.lg.
 */
lg?: string
/**
 * CSS value for space.xl.
 */
xl?: string
/**
 * CSS value for space.xxl.
 */
xxl?: string
}
/**
 * Overrides for the "radius" tokens.
 */
radius?: {
/**
 * CSS value for radius.none.
 */
none?: string
/**
 * CSS value for radius.sm.
 */
sm?: string
/**
 * CSS value for radius.md.
 */
md?: string
/**
 * CSS value for radius.lg.
 */
lg?: string
/**
 * CSS value for radius.pill.
 */
pill?: string
}
/**
 * Overrides for the "shadow" tokens.
 */
shadow?: {
/**
 * CSS value for shadow.sm.
 */
sm?: string
/**
 * CSS value for shadow.md.
 */
md?: string
/**
 * CSS value for shadow.lg.
 */
lg?: string
}
/**
 * Overrides for the "zIndex" tokens.
 */
zIndex?: {
/**
 * CSS value for zIndex.base.
 */
base?: string
/**
 * CSS value for zIndex.dropdown.
 */
dropdown?: string
/**
 * CSS value for zIndex.sticky.
 */
sticky?: string
/**
 * CSS value for zIndex.header.
 */
header?: string
/**
 * CSS value for zIndex.overlay.
 */
overlay?: string
/**
 * CSS value for zIndex.modal.
 */
modal?: string
/**
 * CSS value for zIndex.toast.
 */
toast?: string
}
/**
 * Overrides for the "motion" tokens.
 */
motion?: {
/**
 * CSS value for motion.fast.
 */
fast?: string
/**
 * CSS value for motion.modal.
 */
modal?: string
/**
 * CSS value for motion.slide.
 */
slide?: string
/**
 * CSS value for motion.easing.
 */
easing?: string
}
}
/**
 * A brand file (brands/<CODE>/brand.json): the code, the group it extends and only what differs from the group defaults.
 */
export interface BrandFile {
/**
 * Relative path to this schema, so editors complete and check the file.
 */
$schema?: string
/**
 * Storefront brand code; also the folder name under brands/.
 */
code: string
/**
 * Group whose defaults (brands/_groups/<GROUP>.json) this brand starts from.
 */
extends: ("CB" | "CK" | "GCS")
/**
 * Brand name shown to customers (e.g. "Giftcard Shop").
 */
name?: string
/**
 * Store id sent with every API call; unique across all brands.
 */
storeId?: number
/**
 * ISO 3166-1 alpha-2 code of the storefront's country.
 */
country?: string
/**
 * ISO 4217 code of the storefront's currency.
 */
currency?: string
/**
 * The country's standard VAT rate in basis points (2300 = 23%).
 */
vatRateBasisPoints?: number
/**
 * Host name the storefront is served on; unique across all brands.
 */
domain?: string
/**
 * Languages offered, the default language first.
 * 
 * @minItems 1
 */
languages?: [BrandLanguage, ...(BrandLanguage)[]]
/**
 * The brand's word for its product, per language.
 */
productNoun?: {
nl?: PartialProductNoun
fr?: PartialProductNoun
de?: PartialProductNoun
it?: PartialProductNoun
es?: PartialProductNoun
pt?: PartialProductNoun
da?: PartialProductNoun
nb?: PartialProductNoun
pl?: PartialProductNoun
sv?: PartialProductNoun
en?: PartialProductNoun
}
/**
 * Localized path patterns per language: a path for every screen.
 */
routes?: {
nl?: PartialRouteTable
fr?: PartialRouteTable
de?: PartialRouteTable
it?: PartialRouteTable
es?: PartialRouteTable
pt?: PartialRouteTable
da?: PartialRouteTable
nb?: PartialRouteTable
pl?: PartialRouteTable
sv?: PartialRouteTable
en?: PartialRouteTable
}
/**
 * Redirect targets (site path or https URL).
 */
redirects?: {
/**
 * Where the "privacy" redirect goes.
 */
privacy?: string
/**
 * Where the "redeemPrivacy" redirect goes.
 */
redeemPrivacy?: string
/**
 * Where the "terms" redirect goes.
 */
terms?: string
/**
 * Where the "oldCustomerSupport" redirect goes.
 */
oldCustomerSupport?: string
/**
 * Where the "promoPopup" redirect goes.
 */
promoPopup?: string
/**
 * Where the "businessPage" redirect goes.
 */
businessPage?: string
}
features?: PartialFeatureToggles
/**
 * Brand logos.
 */
logos?: {
main?: PartialLogo
footer?: PartialLogo
business?: PartialLogo
modal?: PartialLogo
}
/**
 * Trust marks shown in the footer; each is read in the store's language (message catalog).
 */
trustMarks?: TrustMark[]
/**
 * Decorative images (a header decoration adds 30 px to the header).
 */
decorations?: Decoration[]
/**
 * Payment method logos shown in the footer and checkout (the first 4 on mobile). A brand's logo is read as its name, a generic one (secure, invoice) in the store's language.
 * 
 * @minItems 1
 */
paymentLogos?: [PaymentLogo, ...(PaymentLogo)[]]
payments?: PartialPayments
giftCards?: PartialGiftCardIssuing
/**
 * The All-in-1 Choice gift card entry point.
 */
choiceCard?: {
/**
 * Whether the choice card link shows (only CB and GCSIE).
 */
show?: boolean
image?: PartialImage
link?: LinkTarget
}
organization?: PartialOrganization
/**
 * Social media links and whether each icon shows in the footer.
 */
socials?: {
facebook?: PartialSocialLink
instagram?: PartialSocialLink
tiktok?: PartialSocialLink
linkedIn?: PartialSocialLink
pinterest?: PartialSocialLink
twitter?: PartialSocialLink
youtube?: PartialSocialLink
}
/**
 * Storefront family offered by the store and language switcher.
 * 
 * @minItems 1
 */
countriesCombinations?: [CountryCombination, ...(CountryCombination)[]]
/**
 * Selling points rotating in the top bar (screens up to 1023 px), per language.
 */
topBar?: {
/**
 * Exactly three selling points in language "nl".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
nl?: [string, string, string]
/**
 * Exactly three selling points in language "fr".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
fr?: [string, string, string]
/**
 * Exactly three selling points in language "de".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
de?: [string, string, string]
/**
 * Exactly three selling points in language "it".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
it?: [string, string, string]
/**
 * Exactly three selling points in language "es".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
es?: [string, string, string]
/**
 * Exactly three selling points in language "pt".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
pt?: [string, string, string]
/**
 * Exactly three selling points in language "da".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
da?: [string, string, string]
/**
 * Exactly three selling points in language "nb".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
nb?: [string, string, string]
/**
 * Exactly three selling points in language "pl".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
pl?: [string, string, string]
/**
 * Exactly three selling points in language "sv".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
sv?: [string, string, string]
/**
 * Exactly three selling points in language "en".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
en?: [string, string, string]
}
/**
 * Footer menu per language: columns of links.
 */
footerMenu?: {
/**
 * Footer menu columns for language "nl".
 */
nl?: MenuColumn[]
/**
 * Footer menu columns for language "fr".
 */
fr?: MenuColumn[]
/**
 * Footer menu columns for language "de".
 */
de?: MenuColumn[]
/**
 * Footer menu columns for language "it".
 */
it?: MenuColumn[]
/**
 * Footer menu columns for language "es".
 */
es?: MenuColumn[]
/**
 * Footer menu columns for language "pt".
 */
pt?: MenuColumn[]
/**
 * Footer menu columns for language "da".
 */
da?: MenuColumn[]
/**
 * Footer menu columns for language "nb".
 */
nb?: MenuColumn[]
/**
 * Footer menu columns for language "pl".
 */
pl?: MenuColumn[]
/**
 * Footer menu columns for language "sv".
 */
sv?: MenuColumn[]
/**
 * Footer menu columns for language "en".
 */
en?: MenuColumn[]
}
/**
 * Business menu per language: columns of links.
 */
businessMenu?: {
/**
 * Business menu columns for language "nl".
 */
nl?: MenuColumn[]
/**
 * Business menu columns for language "fr".
 */
fr?: MenuColumn[]
/**
 * Business menu columns for language "de".
 */
de?: MenuColumn[]
/**
 * Business menu columns for language "it".
 */
it?: MenuColumn[]
/**
 * Business menu columns for language "es".
 */
es?: MenuColumn[]
/**
 * Business menu columns for language "pt".
 */
pt?: MenuColumn[]
/**
 * Business menu columns for language "da".
 */
da?: MenuColumn[]
/**
 * Business menu columns for language "nb".
 */
nb?: MenuColumn[]
/**
 * Business menu columns for language "pl".
 */
pl?: MenuColumn[]
/**
 * Business menu columns for language "sv".
 */
sv?: MenuColumn[]
/**
 * Business menu columns for language "en".
 */
en?: MenuColumn[]
}
countryRules?: PartialCountryRules
theme?: PartialThemeChoice
}
/**
 * Product word in language "nl".
 */
export interface PartialProductNoun {
/**
 * Singular, as written mid-sentence (e.g. "gift card").
 */
singular?: string
/**
 * Plural, as written mid-sentence (e.g. "gift cards").
 */
plural?: string
/**
 * Path segment of the product list (e.g. "gift-cards").
 */
slug?: string
}
/**
 * Path pattern of every screen in language "nl". Patterns start and end with "/", use :name for variable segments and never carry the language prefix (the storefront adds /nl when it is not the default language).
 */
export interface PartialRouteTable {
/**
 * Home page with the "Most chosen" block.
 */
home?: string
/**
 * List of all products (English: /gift-cards/).
 */
productList?: string
/**
 * One product; needs :product.
 */
productDetail?: string
/**
 * Where a product can be spent; needs :product.
 */
productLocations?: string
/**
 * One location; needs :location.
 */
locationDetail?: string
/**
 * The All-in-1 Choice gift card page.
 */
choiceCard?: string
/**
 * One category of products; needs :category.
 */
category?: string
/**
 * The category page listing every product.
 */
categoryAll?: string
/**
 * Basket.
 */
cart?: string
/**
 * Checkout (steps: your data, shipping, payment, success).
 */
checkout?: string
/**
 * Order confirmation; needs :uuid.
 */
checkoutConfirmation?: string
/**
 * Order confirmation, version 2.
 */
checkoutThankYou?: string
/**
 * Payment processing page.
 */
checkoutProcessPayment?: string
/**
 * Card activation form.
 */
activate?: string
/**
 * Card activation success.
 */
activateSuccess?: string
/**
 * Activation voucher page.
 */
cardDetails?: string
/**
 * Redeem start: balance check.
 */
redeemStart?: string
/**
 * Redeem gift card information; needs :pageId.
 */
redeemInfo?: string
/**
 * Redeem shop.
 */
redeemResult?: string
/**
 * Business redeem shop; needs :pageId.
 */
redeemBusinessResult?: string
/**
 * Redeem checkout (recognised by the redeemToken query parameter).
 */
redeemCheckout?: string
/**
 * Monthly balance doubler draw.
 */
doubler?: string
/**
 * Balance doubler sign-up confirmation; needs :product.
 */
doublerThankYou?: string
/**
 * Reorder a previous order.
 */
reorder?: string
/**
 * Business page (quotes, invoice ordering).
 */
business?: string
/**
 * Blog overview.
 */
blog?: string
/**
 * One blog article; needs :path.
 */
blogArticle?: string
/**
 * Giving moments overview.
 */
giveMoments?: string
/**
 * One giving moment; needs :product.
 */
giveMomentPage?: string
/**
 * Account identify (e-mail first).
 */
account?: string
/**
 * Login.
 */
accountLogin?: string
/**
 * Register.
 */
accountRegister?: string
/**
 * Registration success.
 */
accountRegisterSuccess?: string
/**
 * Account overview tab.
 */
accountOverview?: string
/**
 * Account orders tab.
 */
accountOrders?: string
/**
 * Account details tab.
 */
accountData?: string
/**
 * Account address book.
 */
accountAddressBook?: string
/**
 * Forgot password.
 */
accountForgotPassword?: string
/**
 * Forgot password: e-mail sent.
 */
accountForgotPasswordSuccess?: string
/**
 * Set a new password.
 */
accountNewPassword?: string
/**
 * New password saved.
 */
accountNewPasswordSuccess?: string
/**
 * Contact page.
 */
contact?: string
/**
 * Helpdesk (redirects to contact).
 */
helpdesk?: string
/**
 * Delivery information.
 */
delivery?: string
/**
 * Cancellation policy.
 */
cancelationPolicy?: string
/**
 * Terms and conditions.
 */
termsConditions?: string
/**
 * Cookie information.
 */
cookies?: string
/**
 * Cookie and privacy statement.
 */
cookiesPrivacyStatement?: string
/**
 * Not found page.
 */
notFound?: string
}
/**
 * Feature toggles.
 */
export interface PartialFeatureToggles {
/**
 * Header variant.
 */
headerVariant?: ("normal" | "business" | "newer" | "redeem")
/**
 * Open the identify modal (instead of the guest order modal) before checkout when not logged in.
 */
orderModalAuth?: boolean
/**
 * Allow retrying a failed payment from checkout.
 */
retryPayment?: boolean
/**
 * Show the delayed-delivery warning banner on redeem pages.
 */
redeemDelayBanner?: boolean
/**
 * Show the business dropdown in the header.
 */
businessDropdown?: boolean
}
/**
 * Main header logo.
 */
export interface PartialLogo {
/**
 * Logo image: file path relative to the brand folder (e.g. assets/logo-main.svg).
 */
src?: string
/**
 * Alternative text for the logo.
 */
alt?: string
/**
 * Size variant (spec §9, desktop/mobile pixels): v1 200x80/170x68, v2 252x86/116x68, v3 202x52/134x36, modal 120x48/120x48.
 */
variant?: ("v1" | "v2" | "v3" | "modal")
}
/**
 * How customers pay at checkout.
 */
export interface PartialPayments {
/**
 * Payment methods offered, in the order shown. "invoice" is offered to business customers only.
 * 
 * @minItems 1
 */
methods?: [PaymentMethodChoice, ...(PaymentMethodChoice)[]]
/**
 * Country whose banks the bank choice lists (ISO 3166-1 alpha-2), e.g. NL for iDEAL.
 */
bankCountry?: string
}
/**
 * Gift cards the store issues.
 */
export interface PartialGiftCardIssuing {
/**
 * Leading digits of every 19-digit card number the store issues (6 to 9 digits); no other brand's prefix may start with it or be the start of it.
 */
numberPrefix?: string
/**
 * How long an issued card can be spent, in months.
 */
validityMonths?: number
}
/**
 * Choice card image.
 */
export interface PartialImage {
/**
 * Choice card image: file path relative to the brand folder (e.g. assets/logo-main.svg).
 */
src?: string
/**
 * Alternative text for the choice card.
 */
alt?: string
}
/**
 * The company behind the storefront.
 */
export interface PartialOrganization {
/**
 * Registered company name.
 */
legalName?: string
address?: PartialPostalAddress
/**
 * VAT (or tax) registration number.
 */
vatNumber?: string
/**
 * Dutch Chamber of Commerce (KvK) number; Dutch companies only.
 */
kvkNumber?: string
/**
 * Customer contact e-mail.
 */
email?: string
/**
 * Customer contact phone in international format.
 */
phone?: string
/**
 * When customer support is open.
 * 
 * @minItems 1
 */
businessHours?: [BusinessHours, ...(BusinessHours)[]]
}
/**
 * Registered address.
 */
export interface PartialPostalAddress {
/**
 * Street name.
 */
street?: string
/**
 * House number with any suffix.
 */
houseNumber?: string
/**
 * Postal code (empty only where the country has none).
 */
postCode?: string
/**
 * City.
 */
city?: string
/**
 * ISO 3166-1 alpha-2 country code.
 */
country?: string
}
/**
 * The facebook link.
 */
export interface PartialSocialLink {
/**
 * Profile address.
 */
url?: string
/**
 * Whether the icon shows.
 */
visible?: boolean
}
/**
 * Address and phone rules of the storefront's country.
 */
export interface PartialCountryRules {
/**
 * International calling code with "+" (e.g. +353).
 */
callingCode?: string
postcode?: PartialPostcodeRule
}
/**
 * Postcode rule.
 */
export interface PartialPostcodeRule {
/**
 * Whether an address needs a postcode.
 */
required?: boolean
/**
 * Field label customers know, per language of the storefront (e.g. "Eircode"; in Belgium "Postcode" and "Code postal").
 */
label?: {
/**
 * The postcode's label in language "nl".
 */
nl?: string
/**
 * The postcode's label in language "fr".
 */
fr?: string
/**
 * The postcode's label in language "de".
 */
de?: string
/**
 * The postcode's label in language "it".
 */
it?: string
/**
 * The postcode's label in language "es".
 */
es?: string
/**
 * The postcode's label in language "pt".
 */
pt?: string
/**
 * The postcode's label in language "da".
 */
da?: string
/**
 * The postcode's label in language "nb".
 */
nb?: string
/**
 * The postcode's label in language "pl".
 */
pl?: string
/**
 * The postcode's label in language "sv".
 */
sv?: string
/**
 * The postcode's label in language "en".
 */
en?: string
}
/**
 * Regular expression (unicode mode) a postcode must match, anchored with ^ and $.
 */
pattern?: string
/**
 * A valid example, also used as the field placeholder.
 */
example?: string
}
/**
 * Look and feel.
 */
export interface PartialThemeChoice {
/**
 * Group theme the storefront uses.
 */
name?: ("CB" | "CK" | "GCS")
overrides?: PartialThemeOverrides
}
/**
 * Token overrides applied on top of the group theme; same groups and keys as the theme contract, CSS values as strings (colours in hex).
 */
export interface PartialThemeOverrides {
/**
 * Overrides for the "color" tokens.
 */
color?: {
/**
 * Colour of color.brand as #rrggbb.
 */
brand?: string
/**
 * Colour of color.brandHover as #rrggbb.
 */
brandHover?: string
/**
 * Colour of color.brandActive as #rrggbb.
 */
brandActive?: string
/**
 * Colour of color.onBrand as #rrggbb.
 */
onBrand?: string
/**
 * Colour of color.accent as #rrggbb.
 */
accent?: string
/**
 * Colour of color.accentHover as #rrggbb.
 */
accentHover?: string
/**
 * Colour of color.onAccent as #rrggbb.
 */
onAccent?: string
/**
 * Colour of color.surface as #rrggbb.
 */
surface?: string
/**
 * Colour of color.surfaceMuted as #rrggbb.
 */
surfaceMuted?: string
/**
 * Colour of color.surfaceInverse as #rrggbb.
 */
surfaceInverse?: string
/**
 * Colour of color.onSurfaceInverse as #rrggbb.
 */
onSurfaceInverse?: string
/**
 * Colour of color.text as #rrggbb.
 */
text?: string
/**
 * Colour of color.textMuted as #rrggbb.
 */
textMuted?: string
/**
 * Colour of color.border as #rrggbb.
 */
border?: string
/**
 * Colour of color.borderStrong as #rrggbb.
 */
borderStrong?: string
/**
 * Colour of color.focus as #rrggbb.
 */
focus?: string
/**
 * Colour of color.success as #rrggbb.
 */
success?: string
/**
 * Colour of color.danger as #rrggbb.
 */
danger?: string
/**
 * Colour of color.warning as #rrggbb.
 */
warning?: string
/**
 * Colour of color.overlay: #rrggbb, #rrggbbaa or rgba(r, g, b, alpha).
 */
overlay?: string
/**
 * Colour of color.labelLike as #rrggbb.
 */
labelLike?: string
/**
 * Colour of color.labelStar as #rrggbb.
 */
labelStar?: string
}
/**
 * Overrides for the "font" tokens.
 */
font?: {
/**
 * CSS value for font.body.
 */
body?: string
/**
 * CSS value for font.heading.
 */
heading?: string
}
/**
 * Overrides for the "fontSize" tokens.
 */
fontSize?: {
/**
 * CSS value for fontSize.xs.
 */
xs?: string
/**
 * CSS value for fontSize.sm.
 */
sm?: string
/**
 * CSS value for fontSize.md.
 */
md?: string
/**
 * CSS value for fontSize.lg.
 */
lg?: string
/**
 * CSS value for fontSize.xl.
 */
xl?: string
/**
 * CSS value for fontSize.xxl.
 */
xxl?: string
}
/**
 * Overrides for the "fontWeight" tokens.
 */
fontWeight?: {
/**
 * CSS value for fontWeight.regular.
 */
regular?: string
/**
 * CSS value for fontWeight.medium.
 */
medium?: string
/**
 * CSS value for fontWeight.bold.
 */
bold?: string
}
/**
 * Overrides for the "lineHeight" tokens.
 */
lineHeight?: {
/**
 * CSS value for lineHeight.tight.
 */
tight?: string
/**
 * CSS value for lineHeight.normal.
 */
normal?: string
}
/**
 * Overrides for the "space" tokens.
 */
space?: {
/**
 * CSS value for space.none.
 */
none?: string
/**
 * CSS value for space.xxs.
 */
xxs?: string
/**
 * CSS value for space.xs.
 */
xs?: string
/**
 * CSS value for space.sm.
 */
sm?: string
/**
 * CSS value for space.md.
 */
md?: string
/**
 * CSS value for space.lg.
 */
lg?: string
/**
 * CSS value for space.xl.
 */
xl?: string
/**
 * CSS value for space.xxl.
 */
xxl?: string
}
/**
 * Overrides for the "radius" tokens.
 */
radius?: {
/**
 * CSS value for radius.none.
 */
none?: string
/**
 * CSS value for radius.sm.
 */
sm?: string
/**
 * CSS value for radius.md.
 */
md?: string
/**
 * CSS value for radius.lg.
 */
lg?: string
/**
 * CSS value for radius.pill.
 */
pill?: string
}
/**
 * Overrides for the "shadow" tokens.
 */
shadow?: {
/**
 * CSS value for shadow.sm.
 */
sm?: string
/**
 * CSS value for shadow.md.
 */
md?: string
/**
 * CSS value for shadow.lg.
 */
lg?: string
}
/**
 * Overrides for the "zIndex" tokens.
 */
zIndex?: {
/**
 * CSS value for zIndex.base.
 */
base?: string
/**
 * CSS value for zIndex.dropdown.
 */
dropdown?: string
/**
 * CSS value for zIndex.sticky.
 */
sticky?: string
/**
 * CSS value for zIndex.header.
 */
header?: string
/**
 * CSS value for zIndex.overlay.
 */
overlay?: string
/**
 * CSS value for zIndex.modal.
 */
modal?: string
/**
 * CSS value for zIndex.toast.
 */
toast?: string
}
/**
 * Overrides for the "motion" tokens.
 */
motion?: {
/**
 * CSS value for motion.fast.
 */
fast?: string
/**
 * CSS value for motion.modal.
 */
modal?: string
/**
 * CSS value for motion.slide.
 */
slide?: string
/**
 * CSS value for motion.easing.
 */
easing?: string
}
}
/**
 * Shared or group defaults (brands/_shared/defaults.json, brands/_groups/<GROUP>.json): any part of a brand configuration.
 */
export interface BrandDefaults {
/**
 * Relative path to this schema, so editors complete and check the file.
 */
$schema?: string
/**
 * Brand name shown to customers (e.g. "Giftcard Shop").
 */
name?: string
/**
 * Store id sent with every API call; unique across all brands.
 */
storeId?: number
/**
 * ISO 3166-1 alpha-2 code of the storefront's country.
 */
country?: string
/**
 * ISO 4217 code of the storefront's currency.
 */
currency?: string
/**
 * The country's standard VAT rate in basis points (2300 = 23%).
 */
vatRateBasisPoints?: number
/**
 * Host name the storefront is served on; unique across all brands.
 */
domain?: string
/**
 * Languages offered, the default language first.
 * 
 * @minItems 1
 */
languages?: [BrandLanguage, ...(BrandLanguage)[]]
/**
 * The brand's word for its product, per language.
 */
productNoun?: {
nl?: PartialProductNoun
fr?: PartialProductNoun
de?: PartialProductNoun
it?: PartialProductNoun
es?: PartialProductNoun
pt?: PartialProductNoun
da?: PartialProductNoun
nb?: PartialProductNoun
pl?: PartialProductNoun
sv?: PartialProductNoun
en?: PartialProductNoun
}
/**
 * Localized path patterns per language: a path for every screen.
 */
routes?: {
nl?: PartialRouteTable
fr?: PartialRouteTable
de?: PartialRouteTable
it?: PartialRouteTable
es?: PartialRouteTable
pt?: PartialRouteTable
da?: PartialRouteTable
nb?: PartialRouteTable
pl?: PartialRouteTable
sv?: PartialRouteTable
en?: PartialRouteTable
}
/**
 * Redirect targets (site path or https URL).
 */
redirects?: {
/**
 * Where the "privacy" redirect goes.
 */
privacy?: string
/**
 * Where the "redeemPrivacy" redirect goes.
 */
redeemPrivacy?: string
/**
 * Where the "terms" redirect goes.
 */
terms?: string
/**
 * Where the "oldCustomerSupport" redirect goes.
 */
oldCustomerSupport?: string
/**
 * Where the "promoPopup" redirect goes.
 */
promoPopup?: string
/**
 * Where the "businessPage" redirect goes.
 */
businessPage?: string
}
features?: PartialFeatureToggles
/**
 * Brand logos.
 */
logos?: {
main?: PartialLogo
footer?: PartialLogo
business?: PartialLogo
modal?: PartialLogo
}
/**
 * Trust marks shown in the footer; each is read in the store's language (message catalog).
 */
trustMarks?: TrustMark[]
/**
 * Decorative images (a header decoration adds 30 px to the header).
 */
decorations?: Decoration[]
/**
 * Payment method logos shown in the footer and checkout (the first 4 on mobile). A brand's logo is read as its name, a generic one (secure, invoice) in the store's language.
 * 
 * @minItems 1
 */
paymentLogos?: [PaymentLogo, ...(PaymentLogo)[]]
payments?: PartialPayments
giftCards?: PartialGiftCardIssuing
/**
 * The All-in-1 Choice gift card entry point.
 */
choiceCard?: {
/**
 * Whether the choice card link shows (only CB and GCSIE).
 */
show?: boolean
image?: PartialImage
link?: LinkTarget
}
organization?: PartialOrganization
/**
 * Social media links and whether each icon shows in the footer.
 */
socials?: {
facebook?: PartialSocialLink
instagram?: PartialSocialLink
tiktok?: PartialSocialLink
linkedIn?: PartialSocialLink
pinterest?: PartialSocialLink
twitter?: PartialSocialLink
youtube?: PartialSocialLink
}
/**
 * Storefront family offered by the store and language switcher.
 * 
 * @minItems 1
 */
countriesCombinations?: [CountryCombination, ...(CountryCombination)[]]
/**
 * Selling points rotating in the top bar (screens up to 1023 px), per language.
 */
topBar?: {
/**
 * Exactly three selling points in language "nl".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
nl?: [string, string, string]
/**
 * Exactly three selling points in language "fr".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
fr?: [string, string, string]
/**
 * Exactly three selling points in language "de".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
de?: [string, string, string]
/**
 * Exactly three selling points in language "it".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
it?: [string, string, string]
/**
 * Exactly three selling points in language "es".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
es?: [string, string, string]
/**
 * Exactly three selling points in language "pt".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
pt?: [string, string, string]
/**
 * Exactly three selling points in language "da".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
da?: [string, string, string]
/**
 * Exactly three selling points in language "nb".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
nb?: [string, string, string]
/**
 * Exactly three selling points in language "pl".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
pl?: [string, string, string]
/**
 * Exactly three selling points in language "sv".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
sv?: [string, string, string]
/**
 * Exactly three selling points in language "en".
 * 
 * @minItems 3
 * @maxItems 3
 * 
 * Items: One selling point.
 */
en?: [string, string, string]
}
/**
 * Footer menu per language: columns of links.
 */
footerMenu?: {
/**
 * Footer menu columns for language "nl".
 */
nl?: MenuColumn[]
/**
 * Footer menu columns for language "fr".
 */
fr?: MenuColumn[]
/**
 * Footer menu columns for language "de".
 */
de?: MenuColumn[]
/**
 * Footer menu columns for language "it".
 */
it?: MenuColumn[]
/**
 * Footer menu columns for language "es".
 */
es?: MenuColumn[]
/**
 * Footer menu columns for language "pt".
 */
pt?: MenuColumn[]
/**
 * Footer menu columns for language "da".
 */
da?: MenuColumn[]
/**
 * Footer menu columns for language "nb".
 */
nb?: MenuColumn[]
/**
 * Footer menu columns for language "pl".
 */
pl?: MenuColumn[]
/**
 * Footer menu columns for language "sv".
 */
sv?: MenuColumn[]
/**
 * Footer menu columns for language "en".
 */
en?: MenuColumn[]
}
/**
 * Business menu per language: columns of links.
 */
businessMenu?: {
/**
 * Business menu columns for language "nl".
 */
nl?: MenuColumn[]
/**
 * Business menu columns for language "fr".
 */
fr?: MenuColumn[]
/**
 * Business menu columns for language "de".
 */
de?: MenuColumn[]
/**
 * Business menu columns for language "it".
 */
it?: MenuColumn[]
/**
 * Business menu columns for language "es".
 */
es?: MenuColumn[]
/**
 * Business menu columns for language "pt".
 */
pt?: MenuColumn[]
/**
 * Business menu columns for language "da".
 */
da?: MenuColumn[]
/**
 * Business menu columns for language "nb".
 */
nb?: MenuColumn[]
/**
 * Business menu columns for language "pl".
 */
pl?: MenuColumn[]
/**
 * Business menu columns for language "sv".
 */
sv?: MenuColumn[]
/**
 * Business menu columns for language "en".
 */
en?: MenuColumn[]
}
countryRules?: PartialCountryRules
theme?: PartialThemeChoice
}
