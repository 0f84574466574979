export const channels = [
  { name: 'email', label: 'Email digests', defaultChecked: true },
  { name: 'push', label: 'Push notifications', defaultChecked: false },
  { name: 'sms', label: 'Text messages', defaultChecked: false },
];

/** The names of the checked switches, read from the form like a server would receive them. */
export function submitted(form: HTMLFormElement) {
  return Array.from(new FormData(form).keys()).join(', ') || 'nothing';
}
