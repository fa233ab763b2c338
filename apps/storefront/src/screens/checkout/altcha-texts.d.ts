// ALTCHA's package points the types of its regional text modules (es-es, fr-fr, pt-br, …) at files it does not ship.
// Each module only registers its texts with the widget when imported; it exports nothing.
declare module 'altcha/i18n/*';
