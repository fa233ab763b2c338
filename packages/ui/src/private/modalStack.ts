/** Open modals, innermost last: only the top one traps focus. */
const stack: symbol[] = [];

export function pushModal(): { isTop: () => boolean; remove: () => void } {
  const entry = Symbol('modal');
  stack.push(entry);
  return {
    isTop: () => stack[stack.length - 1] === entry,
    remove: () => {
      const index = stack.indexOf(entry);
      if (index !== -1) stack.splice(index, 1);
    },
  };
}
