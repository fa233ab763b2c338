import { useEffect, useRef } from 'react';
import type { CheckoutStepId } from '../../checkout/field-errors.ts';
import { CHECKOUT_STEPS } from '../../checkout/step-reach.ts';
import { searchForStep, stepInSearch } from '../../checkout/step-url.ts';

/*
 * Each checkout step is an entry of the browser's history. Next's router takes `pushState` and `replaceState` as its
 * own (useSearchParams follows them) and keeps the rendered page, without asking the server for it: the flow keeps
 * its state, and Back and Forward between these entries only move the step.
 */

/**
 * Kept in each entry the checkout writes: the steps of the checkout's entries just before it, oldest first (the
 * checkout only ever pushes an entry from the one before, so they lie next to each other).
 */
const EARLIER_STEPS = 'checkoutEarlierSteps';

interface StepEntryState {
  readonly [EARLIER_STEPS]: readonly CheckoutStepId[];
}

function addressOf(step: CheckoutStepId, lang: string): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${searchForStep(search, step, lang)}${hash}`;
}

function earlierStepsOfEntry(): CheckoutStepId[] {
  const state: unknown = window.history.state;
  const earlier = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[EARLIER_STEPS] : null;
  if (!Array.isArray(earlier)) return [];
  const steps = earlier.map((value) => CHECKOUT_STEPS.find((step) => step === value));
  // An entry written by another version of the page: trust none of it rather than a part.
  return steps.every((step) => step !== undefined) ? steps : [];
}

/** The step the current address asks for, in the words of the page's language `lang`. */
export function stepInAddress(lang: string): CheckoutStepId {
  return stepInSearch(window.location.search, lang);
}

/** The address names `step` as it would name it itself (an unknown value also shows the first step, but reads wrong). */
export function addressNames(step: CheckoutStepId, lang: string): boolean {
  return searchForStep(window.location.search, step, lang) === window.location.search;
}

/** Continue: the next step gets an entry of its own, so the browser's Back returns to `from`. */
export function pushStepEntry(step: CheckoutStepId, from: CheckoutStepId, lang: string): void {
  const state: StepEntryState = { [EARLIER_STEPS]: [...earlierStepsOfEntry(), from] };
  window.history.pushState(state, '', addressOf(step, lang));
}

/** The current entry shows `step` instead (a step the shopper could not be shown yet); the entries before it are unchanged. */
function replaceStepEntry(step: CheckoutStepId, lang: string): void {
  const state: StepEntryState = { [EARLIER_STEPS]: earlierStepsOfEntry() };
  window.history.replaceState(state, '', addressOf(step, lang));
}

/**
 * replaceStepEntry for the page's first effects. Next's router follows history changes only from its own effect on,
 * which runs after the checkout's (a parent's effects run after its children's): a change made before it would be
 * undone by the router's next write of its address. Gives the cancel.
 */
export function replaceStepEntryAfterMount(step: CheckoutStepId, lang: string): () => void {
  const timer = window.setTimeout(() => replaceStepEntry(step, lang), 0);
  return () => window.clearTimeout(timer);
}

/**
 * Back inside the page (the step's Back button, the API sending the shopper to an earlier step, or a Forward past a
 * step that no longer holds accepted values). When an entry before this one shows that step, the browser goes back to
 * the nearest such entry, as its own Back button would: Forward still leads on and going back and forth never adds
 * entries. Otherwise (the page was opened on this step) this entry is replaced: pushing one would leave a history that
 * grows with every round trip and a Back that returns to the step just left.
 */
export function returnToStep(step: CheckoutStepId, lang: string): void {
  const earlier = earlierStepsOfEntry();
  const at = earlier.lastIndexOf(step);
  if (at >= 0) window.history.go(at - earlier.length);
  else replaceStepEntry(step, lang);
}

/**
 * Calls `onTraverse` with the step the address asks for each time the browser's Back or Forward lands on one of the
 * checkout's entries (including the one `returnToStep` goes back to).
 */
export function useStepTraversal(onTraverse: (asked: CheckoutStepId) => void, lang: string): void {
  const latest = useRef(onTraverse);
  latest.current = onTraverse;
  useEffect(() => {
    const checkoutPath = window.location.pathname;
    const onPopState = () => {
      // Back from the checkout's first entry leaves the page: the router shows the page it goes to.
      if (window.location.pathname === checkoutPath) latest.current(stepInAddress(lang));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [lang]);
}
