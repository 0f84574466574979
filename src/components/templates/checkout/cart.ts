export const CART = [
  { name: 'Team plan, 5 seats', detail: 'Billed monthly', price: 60 },
  { name: 'Onboarding session', detail: 'One hour, remote', price: 49 },
  { name: 'Extra storage', detail: '100 GB', price: 9 },
] as const;

export const SHIPPING = 0;
export const TAX_RATE = 0.2;

export function cartTotals() {
  const subtotal = CART.reduce((sum, item) => sum + item.price, 0);
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100;
  return { subtotal, tax, total: subtotal + tax + SHIPPING };
}

export const money = (amount: number) => `$${amount.toFixed(2)}`;

export type Address = Record<
  'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'region' | 'postalCode' | 'country',
  string
>;
export type Payment = Record<'cardName' | 'cardNumber' | 'expiry' | 'cvv', string>;

export const EMPTY_ADDRESS: Address = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
};
export const EMPTY_PAYMENT: Payment = { cardName: '', cardNumber: '', expiry: '', cvv: '' };
