import * as React from 'react';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';

const rows = [
  { team: 'Lynx', played: 12, points: 27 },
  { team: 'Herons', played: 12, points: 31 },
  { team: 'Foxes', played: 11, points: 19 },
  { team: 'Otters', played: 12, points: 24 },
];

export default function SortableScores() {
  const [sortBy, setSortBy] = React.useState('points');
  const [descending, setDescending] = React.useState(true);
  const sorted = [...rows].sort((a, b) => {
    const order =
      sortBy === 'team' ? a.team.localeCompare(b.team) : a.points - b.points;
    return descending ? -order : order;
  });
  const header = (key, label) => (
    <th
      scope="col"
      aria-sort={
        sortBy === key ? (descending ? 'descending' : 'ascending') : undefined
      }
    >
      <Link
        component="button"
        underline="none"
        color="neutral"
        onClick={() =>
          sortBy === key ? setDescending(!descending) : setSortBy(key)
        }
        endDecorator={
          sortBy === key ? (
            <ArrowDownwardIcon
              sx={{ transform: descending ? 'none' : 'rotate(180deg)' }}
            />
          ) : null
        }
        sx={{ fontWeight: 'lg' }}
      >
        {label}
      </Link>
    </th>
  );
  return (
    <Table size="sm" variant="soft" borderAxis="bothBetween" sx={{ maxWidth: 420 }}>
      <caption>League table: select a column title to sort</caption>
      <thead>
        <tr>
          {header('team', 'Team')}
          <th scope="col">Played</th>
          {header('points', 'Points')}
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={row.team}>
            <td>{row.team}</td>
            <td>{row.played}</td>
            <td>{row.points}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
