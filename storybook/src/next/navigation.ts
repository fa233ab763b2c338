/** Stands in for next/navigation in Storybook: every story sits on the home page and navigation goes nowhere. */
export function usePathname(): string {
  return '/';
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams();
}

const router = { push: () => undefined, replace: () => undefined, refresh: () => undefined, back: () => undefined, forward: () => undefined, prefetch: () => undefined };

export function useRouter(): typeof router {
  return router;
}
