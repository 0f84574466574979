/** A small team list shared by the events demos. */
export const team = [
  { id: 1, name: 'Amara Osei', role: 'Designer', office: 'Accra' },
  { id: 2, name: 'Bjørn Lie', role: 'Engineer', office: 'Bergen' },
  { id: 3, name: 'Chen Wei', role: 'Engineer', office: 'Taipei' },
  { id: 4, name: 'Dalia Haddad', role: 'Manager', office: 'Amman' },
  { id: 5, name: 'Emil Novak', role: 'Support', office: 'Brno' },
];

export type TeamMember = (typeof team)[number];
