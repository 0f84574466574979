/** Marks the sheet, so tests (and readers of the DOM) can tell it from component styles. */
export const SUPPRESS_TRANSITIONS_ATTRIBUTE = 'data-suppress-transitions';

/** The spec's "transition-disable style removed after 1 ms": the delay of the timer that removes it. */
export const TRANSITION_SUPPRESSION_MS = 1;

const RULE = '*,*::before,*::after{transition:none!important}';

/**
 * Turns CSS transitions off until the styles of the change being committed now have applied, so
 * a color-scheme switch repaints at once instead of fading every button and link.
 *
 * Call it before the change reaches the DOM (in the same commit). This replaces MUI's
 * `disableTransitionOnChange`, which also ran once on every page load, when its provider reports
 * its first scheme: one sheet over the whole document and two full style recalculations for a
 * switch that did not happen.
 */
export function suppressTransitionsForSwitch(doc: Document = document): void {
  const sheet = doc.createElement('style');
  sheet.setAttribute(SUPPRESS_TRANSITIONS_ATTRIBUTE, '');
  sheet.textContent = RULE;
  doc.head.appendChild(sheet);
  // A timer runs after the commit's remaining effects (the class switch on <html>). Reading a
  // computed style then applies the new colors while transitions are still off.
  setTimeout(() => {
    void doc.defaultView?.getComputedStyle(doc.body).color;
    sheet.remove();
  }, TRANSITION_SUPPRESSION_MS);
}
