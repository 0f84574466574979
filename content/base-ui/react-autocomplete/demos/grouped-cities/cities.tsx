import * as React from 'react';

export type City = { name: string; country: string };

export const cities: City[] = [
  { name: 'Lisbon', country: 'Portugal' },
  { name: 'Porto', country: 'Portugal' },
  { name: 'Braga', country: 'Portugal' },
  { name: 'Madrid', country: 'Spain' },
  { name: 'Valencia', country: 'Spain' },
  { name: 'Seville', country: 'Spain' },
  { name: 'Lyon', country: 'France' },
  { name: 'Marseille', country: 'France' },
  { name: 'Lille', country: 'France' },
].sort((a, b) => a.country.localeCompare(b.country, 'en'));

/** Bolds the first case-insensitive occurrence of the typed text in an option's label. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const start = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (start === -1) {
    return <span>{text}</span>;
  }
  const end = start + query.length;
  return (
    <span>
      {text.slice(0, start)}
      <strong>{text.slice(start, end)}</strong>
      {text.slice(end)}
    </span>
  );
}
