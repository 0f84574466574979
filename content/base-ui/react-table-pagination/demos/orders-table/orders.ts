export const orders = Array.from({ length: 42 }, (_, i) => ({
  id: 1001 + i,
  customer: ['Lina', 'Omar', 'Sara', 'Jonas', 'Mei', 'Paulo'][i % 6],
  total: ((i * 37) % 190) + 10,
}));
