import { addressFieldsSchema, newPasswordSchema, profileSchema, type CountryRules } from '@shop/validation';
import * as z from 'zod/mini';

/**
 * The account forms' rules, one copy for the form in the browser and its server action (the API judges the same).
 * The store's country rules come as an argument: the browser gets them from the page, not the whole brand.
 */
export type AccountCountryRules = Pick<CountryRules, 'callingCode' | 'postcode'>;

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'invoiceEmail', 'vatNumber', 'subscribed'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export interface ProfileValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly invoiceEmail: string;
  readonly vatNumber: string;
  readonly subscribed: boolean;
}

export const profileRules = (country: AccountCountryRules) => profileSchema(country);

export type PasswordField = 'currentPassword' | 'password' | 'confirmPassword';
export interface PasswordValues {
  readonly currentPassword: string;
  readonly password: string;
  readonly confirmPassword: string;
}

/** The change password form: the current password must be given; the new one follows the shared rules. */
export const changePasswordRules = () =>
  z.extend(newPasswordSchema(), { currentPassword: z.string().check(z.minLength(1, 'validation.password.required')) });

export const addressRules = (country: AccountCountryRules) => addressFieldsSchema(country);

/** Values the address messages name: the postcode's local name ('Eircode'). */
export const addressMessageValues = (country: AccountCountryRules) => ({ label: country.postcode.label });
