/**
 * Bindings kept per action. The shop binds a store language, and for the login one of its few return screens; the cap
 * keeps arguments from a wider set from filling memory, at the price of binding an evicted one again.
 */
const MAX_BINDINGS_PER_ACTION = 32;

/** Any action: a function of any parameters is one of these. */
type AnyAction = (...args: never[]) => unknown;

const bindingsByAction = new WeakMap<AnyAction, Map<string, AnyAction>>();

/**
 * A server action with its leading arguments bound (the page's language, …), the same function for the same arguments
 * on every render. React identifies a form's action by its bound arguments, which it encodes asynchronously: with a new
 * binding on each render, the server render of a form answering a post made without JavaScript suspended to encode
 * the new binding, rendered again, and so on forever, holding a storefront process at full load.
 */
export function boundAction<const Bound extends readonly string[], Rest extends unknown[], Result>(
  action: (...args: [...Bound, ...Rest]) => Result,
  ...bound: Bound
): (...rest: Rest) => Result {
  let bindings = bindingsByAction.get(action);
  if (!bindings) bindingsByAction.set(action, (bindings = new Map()));
  const key = JSON.stringify(bound);
  let binding = bindings.get(key);
  if (!binding) {
    const oldest = bindings.size >= MAX_BINDINGS_PER_ACTION ? bindings.keys().next().value : undefined;
    if (oldest !== undefined) bindings.delete(oldest);
    bindings.set(key, (binding = action.bind(null, ...bound)));
  }
  return binding as (...rest: Rest) => Result;
}
