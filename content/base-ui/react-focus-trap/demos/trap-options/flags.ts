/** The three FocusTrap props the demo toggles, all off to begin with. */
export const flagNames = ['disableEnforceFocus', 'disableAutoFocus', 'disableRestoreFocus'] as const;

export type Flags = Record<(typeof flagNames)[number], boolean>;

export const initialFlags: Flags = {
  disableEnforceFocus: false,
  disableAutoFocus: false,
  disableRestoreFocus: false,
};
