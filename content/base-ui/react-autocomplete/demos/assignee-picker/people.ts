export interface Person {
  name: string;
  team: string;
}

export const people: Person[] = [
  { name: 'Ada Lovelace', team: 'Compilers' },
  { name: 'Grace Hopper', team: 'Compilers' },
  { name: 'Alan Turing', team: 'Research' },
  { name: 'Katherine Johnson', team: 'Flight' },
  { name: 'Margaret Hamilton', team: 'Flight' },
  { name: 'Linus Torvalds', team: 'Kernel' },
];
