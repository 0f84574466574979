/** Expense claims shared by the header filter demos. */
export interface Expense {
  id: number;
  employee: string;
  category: string;
  amount: number;
  city: string;
}

const employees = ['Ayesha', 'Marco', 'Lin', 'Tove', 'Zoë'];
const categories = ['Travel', 'Meals', 'Software', 'Office'];
const cities = ['São Paulo', 'Zürich', 'Kraków', 'Malmö', 'Lyon', 'Oslo'];

export const expenseCategories = categories;

export const expenses: Expense[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  employee: employees[index % employees.length],
  category: categories[(index * 3) % categories.length],
  amount: 12 + ((index * 41) % 480),
  city: cities[(index * 5) % cities.length],
}));
