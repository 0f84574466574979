export type OrderStatus = 'Paid' | 'Pending' | 'Refunded';

export interface Order {
  id: string;
  customer: string;
  date: string;
  amount: number;
  status: OrderStatus;
}

export const ORDERS: Order[] = [
  { id: 'TW-1042', customer: 'Amara Okafor', date: '2026-11-21', amount: 240, status: 'Paid' },
  { id: 'TW-1041', customer: 'Lukas Berger', date: '2026-11-21', amount: 60, status: 'Pending' },
  { id: 'TW-1040', customer: 'Sofía Marín', date: '2026-11-20', amount: 118, status: 'Paid' },
  { id: 'TW-1039', customer: 'Kenji Watanabe', date: '2026-11-19', amount: 29, status: 'Refunded' },
  { id: 'TW-1038', customer: 'Priya Raman', date: '2026-11-19', amount: 348, status: 'Paid' },
  { id: 'TW-1037', customer: 'Jonas Lind', date: '2026-11-18', amount: 12, status: 'Pending' },
  { id: 'TW-1036', customer: 'Chloé Martin', date: '2026-11-17', amount: 96, status: 'Paid' },
];

export const CUSTOMERS = [
  { name: 'Amara Okafor', company: 'Fernhill Studio', seats: 12 },
  { name: 'Lukas Berger', company: 'Kranich Logistik', seats: 5 },
  { name: 'Sofía Marín', company: 'Olivo Foods', seats: 8 },
  { name: 'Priya Raman', company: 'Northbeam Labs', seats: 29 },
  { name: 'Chloé Martin', company: 'Atelier Lune', seats: 3 },
];

/** Revenue per month in thousands of dollars, oldest first. */
export const REVENUE = [
  { month: 'Jun', value: 18 },
  { month: 'Jul', value: 21 },
  { month: 'Aug', value: 19 },
  { month: 'Sep', value: 26 },
  { month: 'Oct', value: 31 },
  { month: 'Nov', value: 34 },
];

export const STATS = [
  { label: 'Revenue this month', value: '$34.2k', change: '+9.7% on October' },
  { label: 'Active seats', value: '1,284', change: '+56 this week' },
  { label: 'Open tickets', value: '7', change: '3 fewer than last week' },
];

export const SECTIONS = ['Overview', 'Orders', 'Customers', 'Settings'] as const;
export type Section = (typeof SECTIONS)[number];
