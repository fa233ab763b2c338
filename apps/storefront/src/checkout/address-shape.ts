import { z } from 'zod';
import { ADDRESS_FIELDS, type AddressField } from './form-values.ts';

/** Field lengths past which a browser's value is not an address being typed (the shared rules judge the rest). */
const SHORT_FIELDS: ReadonlySet<AddressField> = new Set(['houseNumber', 'suffix', 'postCode']);

/**
 * The shape of an address a browser may send to a server action (checkout, address book): every field, as text of
 * a bounded length. What the values mean is judged by the shared address rules and the API.
 */
export const addressShape = z.object(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, z.string().max(SHORT_FIELDS.has(field) ? 20 : 254)])) as Record<AddressField, z.ZodString>,
);
