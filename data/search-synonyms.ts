import '@/modules/zod-setup';
import { z } from 'zod';

/**
 * Words readers use for a component that its docs name otherwise. A query word found here also
 * searches for each alternative (a multi-word alternative must match all its words).
 * Keys and alternatives are lower-case.
 */
export const searchSynonyms: Record<string, string[]> = z
  .record(z.string().regex(/^[a-z0-9]+$/), z.array(z.string().regex(/^[a-z0-9 ]+$/)).min(1))
  .parse({
    dropdown: ['select', 'menu'],
    combobox: ['autocomplete'],
    typeahead: ['autocomplete'],
    modal: ['dialog', 'modal'],
    popup: ['popover', 'dialog', 'popper'],
    toast: ['snackbar'],
    notification: ['snackbar', 'alert'],
    spinner: ['progress'],
    loader: ['progress', 'skeleton'],
    toggle: ['switch', 'toggle button'],
    tag: ['chip'],
    pill: ['chip'],
    sidebar: ['drawer'],
    navbar: ['app bar'],
    header: ['app bar'],
    toolbar: ['app bar', 'toolbar'],
    datepicker: ['date picker'],
    calendar: ['date picker', 'date calendar'],
    table: ['table', 'data grid'],
    datagrid: ['data grid'],
    textbox: ['text field', 'input'],
    textfield: ['text field'],
    textarea: ['textarea autosize', 'text field'],
    stars: ['rating'],
    collapsible: ['accordion', 'collapse'],
    expansion: ['accordion'],
    carousel: ['stepper', 'mobile stepper'],
    wizard: ['stepper'],
    setup: ['installation'],
    install: ['installation'],
    darkmode: ['dark mode', 'color scheme'],
    rtl: ['right to left', 'direction'],
    flexbox: ['stack', 'box'],
  });
