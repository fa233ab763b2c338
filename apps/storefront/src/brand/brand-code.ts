/** The brand built and served when BRAND is not set: the reference tenant. */
export const DEFAULT_BRAND_CODE = 'GCSIE';

/**
 * The brand a process builds or serves: BRAND, else the reference tenant. next.config.ts picks the build folder with it
 * and the server picks the brand it renders with it, so the two always agree.
 */
export function chosenBrandCode(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.BRAND ?? DEFAULT_BRAND_CODE;
}
