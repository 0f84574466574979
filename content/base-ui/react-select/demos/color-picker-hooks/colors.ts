export const colors = [
  { value: '#1d4ed8', label: 'Blue' },
  { value: '#15803d', label: 'Green' },
  { value: '#b91c1c', label: 'Red' },
];
