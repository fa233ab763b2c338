import {
  BRAND_GROUPS, DECORATION_PLACEMENTS, HEADER_VARIANTS, KNOWN_THEMES, LANGUAGE_CODES, LOGO_VARIANTS, logoSizeText,
  PAYMENT_LOGO_KINDS, PAYMENT_METHODS, REDIRECT_TARGETS, SCREENS, SOCIAL_NETWORKS, THEME_TOKENS, TRUST_MARK_KINDS,
} from '../codes.ts';
import { array, boolean, extractDefinitions, integer, keyed, object, oneOfValues, string, toPartial, type SchemaNode } from './dsl.ts';
import { SCREEN_DESCRIPTIONS } from './screen-descriptions.ts';

export const BRAND_SCHEMA_ID = 'https://schemas.giftcard-platform.local/brand.schema.json';

const ASSET_PATH = { pattern: '^(?!/)(?!.*\\\\)[^\\s]+\\.(svg|png|webp|jpg)$' };
const ROUTE_PATTERN = { pattern: '^/(?:[^/?#\\s]+/)*$' };
const SITE_PATH_OR_URL = { pattern: '^(?:/|https://)\\S*$' };

const assetPath = (what: string) => string(`${what}: file path relative to the brand folder (e.g. assets/logo-main.svg).`, ASSET_PATH);
const alt = (what: string) => string(`Alternative text for ${what}.`);

const logo = (what: string) =>
  object(`${what}.`, {
    src: assetPath('Logo image'),
    alt: alt('the logo'),
    variant: oneOfValues(`Size variant (spec §9, desktop/mobile pixels): ${LOGO_VARIANTS.map(logoSizeText).join(', ')}.`, LOGO_VARIANTS),
  }, { title: 'Logo' });

const linkTarget = (withLabel: boolean): SchemaNode => {
  const label: Record<string, SchemaNode> = withLabel ? { label: string('Text shown for the link.') } : {};
  return {
    title: withLabel ? 'MenuLink' : 'LinkTarget',
    description: withLabel ? 'A link: to a storefront screen (through the route table) or to an external URL.' : 'Where the link goes: a storefront screen or an external URL.',
    type: 'object',
    discriminator: { propertyName: 'kind' },
    oneOf: [
      object('Link to a storefront screen, resolved through the brand\'s route table.', {
        kind: { description: 'Link kind.', const: 'screen' },
        ...label,
        screen: oneOfValues('Screen id from the route table.', SCREENS),
        params: {
          description: 'Values for the :name segments of the screen\'s path.',
          type: 'object',
          propertyNames: { type: 'string', pattern: '^[a-zA-Z]+$' },
          additionalProperties: { type: 'string', minLength: 1 },
        },
      }, { optional: ['params'] }),
      object('Link to an external address (https:, mailto: or tel:).', {
        kind: { description: 'Link kind.', const: 'url' },
        ...label,
        url: string('Absolute address.', { pattern: '^(?:https://|mailto:|tel:)\\S+$' }),
      }),
    ],
  };
};

const menu = (what: string) =>
  keyed(`${what} per language: columns of links.`, LANGUAGE_CODES, (language) =>
    array(`${what} columns for language "${language}".`, object('One menu column.', {
      title: string('Column heading.'),
      links: array('Links in the column, top to bottom.', linkTarget(true), { minItems: 1 }),
    }, { title: 'MenuColumn' })));

const routeTable = (language: string) =>
  object(
    `Path pattern of every screen in language "${language}". Patterns start and end with "/", use :name for variable segments and never carry the language prefix (the storefront adds /${language} when it is not the default language).`,
    Object.fromEntries(SCREENS.map((screen) => [screen, string(SCREEN_DESCRIPTIONS[screen], ROUTE_PATTERN)])),
    { title: 'RouteTable' },
  );

/** The themes derive hover shades and check contrast from these, and the seed draws card artwork in them. */
const HEX_COLOUR = { pattern: '^#[0-9a-fA-F]{6}$' };
/** The overlay is a scrim laid over the page, so it may be translucent. */
const TRANSLUCENT_COLOUR = {
  pattern: '^(?:#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?|rgba\\(\\s*\\d{1,3}\\s*,\\s*\\d{1,3}\\s*,\\s*\\d{1,3}\\s*,\\s*(?:0|1|0?\\.\\d+)\\s*\\))$',
};

function themeToken(group: string, key: string): SchemaNode {
  if (group !== 'color') return string(`CSS value for ${group}.${key}.`);
  if (key === 'overlay') return string(`Colour of ${group}.${key}: #rrggbb, #rrggbbaa or rgba(r, g, b, alpha).`, TRANSLUCENT_COLOUR);
  return string(`Colour of ${group}.${key} as #rrggbb.`, HEX_COLOUR);
}

const themeOverrides = object(
  'Token overrides applied on top of the group theme; same groups and keys as the theme contract, CSS values as strings (colours in hex).',
  Object.fromEntries(Object.entries(THEME_TOKENS).map(([group, keys]) => [
    group,
    object(`Overrides for the "${group}" tokens.`, Object.fromEntries(keys.map((key) => [key, themeToken(group, key)])), { optional: keys }),
  ])),
  { optional: Object.keys(THEME_TOKENS), title: 'ThemeOverrides' },
);

const configProperties: Record<string, SchemaNode> = {
  name: string('Brand name shown to customers (e.g. "Giftcard Shop").'),
  storeId: integer('Store id sent with every API call; unique across all brands.', { minimum: 1, maximum: 2147483647 }),
  country: string('ISO 3166-1 alpha-2 code of the storefront\'s country.', { pattern: '^[A-Z]{2}$' }),
  currency: string('ISO 4217 code of the storefront\'s currency.', { pattern: '^[A-Z]{3}$' }),
  vatRateBasisPoints: integer('The country\'s standard VAT rate in basis points (2300 = 23%).', { minimum: 0, maximum: 10000 }),
  domain: string('Host name the storefront is served on; unique across all brands.', { format: 'hostname' }),
  languages: array(
    'Languages offered, the default language first.',
    object('One language of the storefront.', {
      code: oneOfValues('ISO 639-1 language code; also the path prefix for non-default languages.', LANGUAGE_CODES),
      locale: string('BCP 47 locale used for formatting and <html lang> (language-REGION, e.g. en-IE).', { pattern: '^[a-z]{2}-[A-Z]{2}$' }),
    }, { title: 'BrandLanguage' }),
    { minItems: 1 },
  ),
  productNoun: keyed('The brand\'s word for its product, per language.', LANGUAGE_CODES, (language) =>
    object(`Product word in language "${language}".`, {
      singular: string('Singular, as written mid-sentence (e.g. "gift card").'),
      plural: string('Plural, as written mid-sentence (e.g. "gift cards").'),
      slug: string('Path segment of the product list (e.g. "gift-cards").', { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
    }, { title: 'ProductNoun' })),
  routes: keyed('Localized path patterns per language: a path for every screen.', LANGUAGE_CODES, routeTable),
  redirects: object(
    'Redirect targets (site path or https URL).',
    Object.fromEntries(REDIRECT_TARGETS.map((target) => [target, string(`Where the "${target}" redirect goes.`, SITE_PATH_OR_URL)])),
  ),
  features: object('Feature toggles.', {
    headerVariant: oneOfValues('Header variant.', HEADER_VARIANTS),
    orderModalAuth: boolean('Open the identify modal (instead of the guest order modal) before checkout when not logged in.'),
    retryPayment: boolean('Allow retrying a failed payment from checkout.'),
    redeemDelayBanner: boolean('Show the delayed-delivery warning banner on redeem pages.'),
    businessDropdown: boolean('Show the business dropdown in the header.'),
  }, { title: 'FeatureToggles' }),
  logos: object('Brand logos.', {
    main: logo('Main header logo'),
    footer: logo('Footer logo'),
    business: logo('Business page logo'),
    modal: logo('Logo shown in modals'),
  }),
  trustMarks: array('Trust marks shown in the footer; each is read in the store\'s language (message catalog).', object('One trust mark.', {
    kind: oneOfValues('The certification the mark stands for.', TRUST_MARK_KINDS),
    src: assetPath('Trust mark image'),
    url: string('Page that verifies the mark.', { format: 'uri', pattern: '^https://' }),
  }, { title: 'TrustMark' })),
  decorations: array('Decorative images (a header decoration adds 30 px to the header).', object('One decoration.', {
    placement: oneOfValues('Where the decoration shows.', DECORATION_PLACEMENTS),
    src: assetPath('Decoration image'),
    alt: alt('the decoration (empty text is not allowed; describe it)'),
  }, { title: 'Decoration' })),
  paymentLogos: array(
    'Payment method logos shown in the footer and checkout (the first 4 on mobile). A brand\'s logo is read as its name, a generic one (secure, invoice) in the store\'s language.',
    object('One payment logo.', {
      kind: oneOfValues('Payment method.', PAYMENT_LOGO_KINDS),
      src: assetPath('Payment logo image'),
    }, { title: 'PaymentLogo' }),
    { minItems: 1 },
  ),
  payments: object('How customers pay at checkout.', {
    methods: array('Payment methods offered, in the order shown. "invoice" is offered to business customers only.', object('One payment method.', {
      method: oneOfValues('Payment method.', PAYMENT_METHODS),
      logos: array('Payment marks shown with the method at checkout. A bank redirect is named after its marks (iDEAL; KBC/CBC or Belfius).', oneOfValues('Payment logo kind.', PAYMENT_LOGO_KINDS)),
    }, { title: 'PaymentMethodChoice' }), { minItems: 1 }),
    bankCountry: string('Country whose banks the bank choice lists (ISO 3166-1 alpha-2), e.g. NL for iDEAL.', { pattern: '^[A-Z]{2}$' }),
  }, { optional: ['bankCountry'], title: 'Payments' }),
  giftCards: object('Gift cards the store issues.', {
    numberPrefix: string('Leading digits of every 19-digit card number the store issues (6 to 9 digits); no other brand\'s prefix may start with it or be the start of it.', { pattern: '^[0-9]{6,9}$' }),
    validityMonths: integer('How long an issued card can be spent, in months.', { minimum: 1, maximum: 240 }),
  }, { title: 'GiftCardIssuing' }),
  choiceCard: object('The All-in-1 Choice gift card entry point.', {
    show: boolean('Whether the choice card link shows (only CB and GCSIE).'),
    image: object('Choice card image.', { src: assetPath('Choice card image'), alt: alt('the choice card') }, { title: 'Image' }),
    link: linkTarget(false),
  }),
  organization: object('The company behind the storefront.', {
    legalName: string('Registered company name.'),
    address: object('Registered address.', {
      street: string('Street name.'),
      houseNumber: string('House number with any suffix.'),
      postCode: string('Postal code (empty only where the country has none).', { minLength: 0 }),
      city: string('City.'),
      country: string('ISO 3166-1 alpha-2 country code.', { pattern: '^[A-Z]{2}$' }),
    }, { title: 'PostalAddress' }),
    vatNumber: string('VAT (or tax) registration number.'),
    kvkNumber: string('Dutch Chamber of Commerce (KvK) number; Dutch companies only.', { pattern: '^[0-9]{8}$' }),
    email: string('Customer contact e-mail.', { format: 'email' }),
    phone: string('Customer contact phone in international format.', { pattern: '^\\+[1-9][0-9 ]{6,18}$' }),
    businessHours: array('When customer support is open.', object('Opening hours for a range of days.', {
      days: string('Days as schema.org abbreviations, a range or a list (Mo-Fr, Sa, Sa,Su).', { pattern: '^(Mo|Tu|We|Th|Fr|Sa|Su)(?:[-,](Mo|Tu|We|Th|Fr|Sa|Su))*$' }),
      opens: string('Opening time, 24 h HH:MM.', { pattern: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$' }),
      closes: string('Closing time, 24 h HH:MM.', { pattern: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$' }),
    }, { title: 'BusinessHours' }), { minItems: 1 }),
  }, { optional: ['kvkNumber'], title: 'Organization' }),
  socials: object(
    'Social media links and whether each icon shows in the footer.',
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, object(`The ${network} link.`, {
      url: string('Profile address.', { format: 'uri', pattern: '^https://' }),
      visible: boolean('Whether the icon shows.'),
    }, { title: 'SocialLink' })])),
  ),
  countriesCombinations: array('Storefront family offered by the store and language switcher.', object('One country storefront.', {
    country: string('ISO 3166-1 alpha-2 country code.', { pattern: '^[A-Z]{2}$' }),
    url: string('Home page address of that storefront.', { format: 'uri', pattern: '^https://' }),
    currency: string('ISO 4217 currency of that storefront.', { pattern: '^[A-Z]{3}$' }),
    languages: array('Languages of that storefront; exactly one is the default.', object('One language.', {
      code: oneOfValues('ISO 639-1 language code.', LANGUAGE_CODES),
      isDefault: boolean('Whether this is the storefront\'s default language.'),
    }, { title: 'CombinationLanguage' }), { minItems: 1 }),
  }, { title: 'CountryCombination' }), { minItems: 1 }),
  topBar: keyed('Selling points rotating in the top bar (screens up to 1023 px), per language.', LANGUAGE_CODES, (language) =>
    array(`Exactly three selling points in language "${language}".`, string('One selling point.'), { minItems: 3, maxItems: 3 })),
  footerMenu: menu('Footer menu'),
  businessMenu: menu('Business menu'),
  countryRules: object('Address and phone rules of the storefront\'s country.', {
    callingCode: string('International calling code with "+" (e.g. +353).', { pattern: '^\\+[1-9][0-9]{0,3}$' }),
    postcode: object('Postcode rule.', {
      required: boolean('Whether an address needs a postcode.'),
      label: keyed('Field label customers know, per language of the storefront (e.g. "Eircode"; in Belgium "Postcode" and "Code postal").', LANGUAGE_CODES, (language) =>
        string(`The postcode's label in language "${language}".`)),
      pattern: string('Regular expression (unicode mode) a postcode must match, anchored with ^ and $.', { pattern: '^\\^.*\\$$' }),
      example: string('A valid example, also used as the field placeholder.'),
    }, { title: 'PostcodeRule' }),
  }, { title: 'CountryRules' }),
  theme: object('Look and feel.', {
    name: oneOfValues('Group theme the storefront uses.', KNOWN_THEMES),
    overrides: themeOverrides,
  }, { title: 'ThemeChoice' }),
};

const SCHEMA_REF = string('Relative path to this schema, so editors complete and check the file.');

const BRAND_CODE = string('Storefront brand code; also the folder name under brands/.', { pattern: '^[A-Z]{2,6}$' });

const brandConfig = object('A storefront\'s fully resolved configuration (group defaults with the brand file merged on top).', {
  code: BRAND_CODE,
  group: oneOfValues('Brand group the storefront belongs to.', BRAND_GROUPS),
  ...configProperties,
}, { title: 'BrandConfig' });

const brandDefaults: SchemaNode = {
  ...toPartial(object(
    'Shared or group defaults (brands/_shared/defaults.json, brands/_groups/<GROUP>.json): any part of a brand configuration.',
    { $schema: SCHEMA_REF, ...configProperties },
  )),
  title: 'BrandDefaults',
};

const brandFile = object(
  'A brand file (brands/<CODE>/brand.json): the code, the group it extends and only what differs from the group defaults.',
  {
    $schema: SCHEMA_REF,
    code: BRAND_CODE,
    extends: oneOfValues('Group whose defaults (brands/_groups/<GROUP>.json) this brand starts from.', BRAND_GROUPS),
    ...(brandDefaults['properties'] as Record<string, SchemaNode>),
  },
  { optional: ['$schema', ...Object.keys(configProperties)], title: 'BrandFile' },
);

/** The schema written to brands/brand.schema.json. */
export function buildBrandSchema(): SchemaNode {
  const defs: Record<string, SchemaNode> = {};
  for (const [name, node] of Object.entries({ BrandConfig: brandConfig, BrandFile: brandFile, BrandDefaults: brandDefaults })) {
    const extracted = extractDefinitions(node);
    defs[name] = extracted.root;
    for (const [title, def] of Object.entries(extracted.defs)) {
      const existing = defs[title];
      if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(def)) {
        throw new Error(`schema definition "${title}" is used with two different shapes`);
      }
      defs[title] = def;
    }
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: BRAND_SCHEMA_ID,
    title: 'Storefront brand configuration',
    description: 'Brand files (with "extends") and shared/group default files of the gift card platform.',
    type: 'object',
    if: { type: 'object', properties: { extends: { description: 'Present only in brand files.' } }, required: ['extends'] },
    then: { $ref: '#/$defs/BrandFile' },
    else: { $ref: '#/$defs/BrandDefaults' },
    $defs: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b))),
  };
}
