import type { Metadata } from 'next';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { buildMetadata } from '../../seo/metadata.ts';

/** The screens of this area and the message group of each. */
export const AUTH_PAGES = {
  account: 'identify',
  accountLogin: 'login',
  accountRegister: 'register',
  accountRegisterSuccess: 'registerSuccess',
  accountForgotPassword: 'forgot',
  accountForgotPasswordSuccess: 'forgotSuccess',
  accountNewPassword: 'newPassword',
  accountNewPasswordSuccess: 'newPasswordSuccess',
} as const;
export type AuthScreen = keyof typeof AUTH_PAGES;

/** A log in, register or password page: its own title and description, never indexed. */
export function authMetadata(lang: string, screen: AuthScreen): Metadata {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const group = AUTH_PAGES[screen];
  const metadata = buildMetadata({
    lang,
    location: { kind: 'screen', screen },
    title: t(intl, `auth.${group}.title`),
    description: t(intl, `auth.${group}.metaDescription`),
  });
  return { ...metadata, robots: { index: false, follow: false } };
}
