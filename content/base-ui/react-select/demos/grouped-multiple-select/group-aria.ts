/**
 * OptionGroup renders `li > span + ul` without roles, which a listbox does not accept as children.
 * These slot props make each inner list an ARIA group named by its label, and take the outer item
 * out of the accessibility tree, so the listbox holds groups and each group its options.
 */
export function groupSlotProps(labelId: string, className: { label?: string; list?: string } = {}) {
  return {
    root: { role: 'none' },
    label: { id: labelId, className: className.label },
    list: { role: 'group', 'aria-labelledby': labelId, className: className.list },
  };
}
