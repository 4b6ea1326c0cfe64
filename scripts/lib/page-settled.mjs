// Whether nothing on a page moves: its CSS animations (the page fade) have ended and no dialog is coming or
// going (src/components/motion/motion-dialog.tsx marks one with data-motion="moving" until its spring
// rests). Run in the page (page.waitForFunction) before colours, positions or sizes are read: a
// half-transparent text fails contrast. The site checks and the end-to-end tests wait for it alike.
/* global document -- the function runs in the page */
export const pageSettled = () =>
  document.getAnimations().every((animation) => animation.playState !== 'running') && document.querySelector('[data-motion="moving"]') === null;
