/**
 * Stops the page behind an overlay (the mobile menu, a dialog) from scrolling; returns what lets it
 * scroll again. The scrollbar's width is kept as padding so the page does not jump sideways on
 * desktop browsers.
 */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}
