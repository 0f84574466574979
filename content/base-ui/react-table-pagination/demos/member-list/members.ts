export const members = [
  'Ada Okafor',
  'Bruno Silva',
  'Chen Wei',
  'Dana Levi',
  'Emil Novak',
  'Farah Aziz',
  'Goran Petrov',
  'Hana Sato',
  'Ivo Marin',
  'Jia Lin',
  'Kofi Mensah',
];

/** rowsPerPage -1 is the "All" option: every member on one page. */
export function pageOf(page: number, rowsPerPage: number) {
  return rowsPerPage === -1 ? members : members.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
}

export const options = [4, 8, { label: 'All', value: -1 }];
