/** A small, fixed inventory: demos must render the same rows on the server and in the browser. */
export interface Part {
  id: number;
  name: string;
  category: 'Fasteners' | 'Electronics' | 'Tools' | 'Paint';
  stock: number;
  price: number;
  restocked: Date;
}

const names: [string, Part['category']][] = [
  ['Hex bolt M6', 'Fasteners'],
  ['Wood screw 4x40', 'Fasteners'],
  ['Wall anchor', 'Fasteners'],
  ['Resistor kit', 'Electronics'],
  ['USB-C cable', 'Electronics'],
  ['Soldering iron', 'Tools'],
  ['Torque wrench', 'Tools'],
  ['Cordless drill', 'Tools'],
  ['Primer 1 L', 'Paint'],
  ['Matte white 5 L', 'Paint'],
  ['LED strip 2 m', 'Electronics'],
  ['Spirit level', 'Tools'],
];

export const parts: Part[] = Array.from({ length: 36 }, (_, index) => {
  const [name, category] = names[index % names.length];
  const batch = Math.floor(index / names.length) + 1;
  return {
    id: index + 1,
    name: batch === 1 ? name : `${name} (batch ${batch})`,
    category,
    stock: (index * 37) % 140,
    price: Math.round(((index * 53) % 9000) + 150) / 100,
    restocked: new Date(Date.UTC(2026, index % 12, 1 + ((index * 7) % 27))),
  };
});
