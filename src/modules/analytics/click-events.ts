/** Attributes an element carries to be reported when clicked. */
export const EVENT_ATTRIBUTES = {
  category: 'data-ga-event-category',
  action: 'data-ga-event-action',
  label: 'data-ga-event-label',
  /** Optional sampling ratio in (0, 1]: the click is reported when a draw falls below it. */
  split: 'data-ga-event-split',
} as const;

interface ElementLike {
  getAttribute(name: string): string | null;
  parentElement: ElementLike | null;
}

export interface ClickEvent {
  name: string;
  params: { eventCategory: string; eventAction: string; eventLabel?: string };
}

/**
 * The event for a click on `target`: the closest ancestor-or-self carrying a category. Returns null
 * when none does, when the action is missing, or when sampling leaves the click out.
 */
export function clickEventFor(target: ElementLike | null, random: () => number): ClickEvent | null {
  let element = target;
  while (element && element.getAttribute(EVENT_ATTRIBUTES.category) === null) element = element.parentElement;
  if (!element) return null;
  const category = element.getAttribute(EVENT_ATTRIBUTES.category) ?? '';
  const action = element.getAttribute(EVENT_ATTRIBUTES.action);
  if (!category || !action) return null;
  const split = element.getAttribute(EVENT_ATTRIBUTES.split);
  if (split !== null) {
    const ratio = Number(split);
    if (!Number.isFinite(ratio) || ratio <= 0 || ratio > 1) {
      throw new Error(`${EVENT_ATTRIBUTES.split}="${split}" must be a number in (0, 1]`);
    }
    if (random() >= ratio) return null;
  }
  const label = element.getAttribute(EVENT_ATTRIBUTES.label) ?? undefined;
  return {
    name: category,
    params: { eventCategory: category, eventAction: action, ...(label ? { eventLabel: label } : {}) },
  };
}
