/** Body scroll lock shared by every open overlay; the page scrolls again only when the last one closes. */
let locks = 0;
let previousOverflow = '';
let previousPaddingRight = '';

export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (locks === 0) {
    previousOverflow = body.style.overflow;
    previousPaddingRight = body.style.paddingRight;
    // Hiding the scrollbar would shift the page sideways; pad by its width instead.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPaddingRight;
    }
  };
}
