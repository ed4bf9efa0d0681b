/** The id of the checkout's list of steps: the skip link's target. */
export const CHECKOUT_STEPS_ID = 'checkout-steps';

const FIRST_FIELD = ['input', 'select', 'textarea'].map((tag) => `form ${tag}:not([type="hidden"]):not(:disabled)`).join(', ');

/**
 * Moves focus to where a step starts: the first field of its form, else (a step without a form, such as the
 * review) its heading. False when the step shows neither yet.
 */
export function focusStepStart(step: Element): boolean {
  const target = step.querySelector<HTMLElement>(FIRST_FIELD) ?? step.querySelector<HTMLElement>('h2[tabindex]');
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}

/** The current step's element in the checkout's list of steps, if it is on the page. */
export function currentStepElement(root: ParentNode = document): Element | null {
  return root.querySelector(`#${CHECKOUT_STEPS_ID} > [aria-current="step"]`);
}
