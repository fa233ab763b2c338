import { isUuid } from '@shop/validation';

/** The guest cart's order uuid lives in this httpOnly cookie; only the Next server reads it. */
export const CART_COOKIE = 'cart';

const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;

export interface CartCookieOptions {
  readonly httpOnly: true;
  readonly sameSite: 'lax';
  readonly secure: boolean;
  readonly path: '/';
  readonly maxAge: number;
}

/** The slice of Next's cookie store the helpers need (`await cookies()` satisfies it). */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export interface CookieWriter extends CookieReader {
  set(name: string, value: string, options: CartCookieOptions): unknown;
  delete(name: string): unknown;
}

export function cartCookieOptions(environment: string | undefined = process.env.NODE_ENV): CartCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    // Browsers accept secure cookies from http://localhost, so local production runs keep working.
    secure: environment === 'production',
    path: '/',
    maxAge: THIRTY_DAYS_IN_SECONDS,
  };
}

/** The cart uuid from the request, or null when there is none or the value was tampered with. */
export function readCartUuid(store: CookieReader): string | null {
  const value = store.get(CART_COOKIE)?.value;
  return value && isUuid(value) ? value : null;
}

export function writeCartUuid(store: CookieWriter, uuid: string, environment?: string): void {
  if (!isUuid(uuid)) throw new TypeError(`Not a cart uuid: ${uuid}`);
  store.set(CART_COOKIE, uuid, cartCookieOptions(environment));
}

export function clearCartUuid(store: CookieWriter): void {
  store.delete(CART_COOKIE);
}
