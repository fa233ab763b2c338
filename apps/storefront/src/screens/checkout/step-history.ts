import { useEffect, useRef } from 'react';
import type { CheckoutStepId } from '../../checkout/field-errors.ts';
import { CHECKOUT_STEPS } from '../../checkout/step-reach.ts';
import { searchForStep, stepInSearch } from '../../checkout/step-url.ts';

/*
 * Each checkout step is an entry of the browser's history. Next's router takes `pushState` and `replaceState` as its
 * own (useSearchParams follows them) and keeps the rendered page, without asking the server for it: the flow keeps
 * its state, and Back and Forward between these entries only move the step.
 */

/** Kept in each entry the checkout writes: the step of the entry just before it, when that one is the checkout's too. */
const PREVIOUS_STEP = 'checkoutPreviousStep';

interface StepEntryState {
  readonly [PREVIOUS_STEP]: CheckoutStepId | null;
}

function addressOf(step: CheckoutStepId): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${searchForStep(search, step)}${hash}`;
}

function previousStepOfEntry(): CheckoutStepId | null {
  const state: unknown = window.history.state;
  const previous = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[PREVIOUS_STEP] : null;
  return CHECKOUT_STEPS.find((step) => step === previous) ?? null;
}

/** The step the current address asks for. */
export function stepInAddress(): CheckoutStepId {
  return stepInSearch(window.location.search);
}

/** The address names `step` as it would name it itself (an unknown value also shows the first step, but reads wrong). */
export function addressNames(step: CheckoutStepId): boolean {
  return searchForStep(window.location.search, step) === window.location.search;
}

/** Continue: the next step gets an entry of its own, so the browser's Back returns to `from`. */
export function pushStepEntry(step: CheckoutStepId, from: CheckoutStepId): void {
  const state: StepEntryState = { [PREVIOUS_STEP]: from };
  window.history.pushState(state, '', addressOf(step));
}

/** The current entry shows `step` instead (a step the shopper could not be shown yet); the entry before it is unchanged. */
function replaceStepEntry(step: CheckoutStepId): void {
  const state: StepEntryState = { [PREVIOUS_STEP]: previousStepOfEntry() };
  window.history.replaceState(state, '', addressOf(step));
}

/**
 * replaceStepEntry for the page's first effects. Next's router follows history changes only from its own effect on,
 * which runs after the checkout's (a parent's effects run after its children's): a change made before it would be
 * undone by the router's next write of its address. Gives the cancel.
 */
export function replaceStepEntryAfterMount(step: CheckoutStepId): () => void {
  const timer = window.setTimeout(() => replaceStepEntry(step), 0);
  return () => window.clearTimeout(timer);
}

/**
 * Back inside the page (the step's Back button, or the API sending the shopper to an earlier step). When the entry
 * before this one is that step, the browser goes back to it, exactly as its own Back button does: Forward still
 * leads on and going back and forth never adds entries. Otherwise (the page was opened on this step, or the API sent
 * the shopper two steps back) this entry is replaced: pushing one would leave a history that grows with every
 * round trip and a Back that returns to the step just left.
 */
export function returnToStep(step: CheckoutStepId): void {
  if (previousStepOfEntry() === step) window.history.back();
  else replaceStepEntry(step);
}

/**
 * Calls `onTraverse` with the step the address asks for each time the browser's Back or Forward lands on one of the
 * checkout's entries (including the one `returnToStep` goes back to).
 */
export function useStepTraversal(onTraverse: (asked: CheckoutStepId) => void): void {
  const latest = useRef(onTraverse);
  latest.current = onTraverse;
  useEffect(() => {
    const checkoutPath = window.location.pathname;
    const onPopState = () => {
      // Back from the checkout's first entry leaves the page: the router shows the page it goes to.
      if (window.location.pathname === checkoutPath) latest.current(stepInAddress());
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
