export const options = [
  { value: 'standard', label: 'Standard, 3 to 5 days', price: 0 },
  { value: 'express', label: 'Express, next working day', price: 9 },
  { value: 'pickup', label: 'Pick up in store', price: 0 },
];

export function priceOf(value: string) {
  const price = options.find((option) => option.value === value)?.price ?? 0;
  return price ? `$${price}` : 'free';
}
