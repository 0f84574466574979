export const labels: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

/** The name of each star for screen readers: "4 stars, Very good". */
export function getLabelText(value: number) {
  return `${value} star${value === 1 ? '' : 's'}, ${labels[value]}`;
}
