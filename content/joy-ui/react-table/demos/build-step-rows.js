import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';

const builds = [
  {
    id: 'build-812',
    branch: 'main',
    status: 'Passed',
    steps: ['Install 41 s', 'Test 3 min 10 s', 'Deploy 55 s'],
  },
  {
    id: 'build-811',
    branch: 'feat/search',
    status: 'Failed',
    steps: ['Install 39 s', 'Test failed after 1 min 2 s'],
  },
];

function BuildRow({ build }) {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <tr>
        <td>
          <IconButton
            size="sm"
            variant="plain"
            aria-expanded={open}
            aria-controls={`expandable-rows-${build.id}`}
            aria-label={`Steps of ${build.id}`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </td>
        <td>{build.id}</td>
        <td>{build.branch}</td>
        <td>{build.status}</td>
      </tr>
      <tr id={`expandable-rows-${build.id}`} hidden={!open}>
        <td colSpan={4} style={{ height: 0 }}>
          <Sheet variant="soft" sx={{ p: 1, borderRadius: 'sm' }}>
            {build.steps.map((step) => (
              <Typography key={step} level="body-sm">
                {step}
              </Typography>
            ))}
          </Sheet>
        </td>
      </tr>
    </React.Fragment>
  );
}

export default function BuildStepRows() {
  return (
    <Table
      aria-label="Builds"
      sx={{ '& > thead > tr > th:first-of-type': { width: 48 }, maxWidth: 520 }}
    >
      <thead>
        <tr>
          <th scope="col" aria-label="Details" />
          <th scope="col">Build</th>
          <th scope="col">Branch</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {builds.map((b) => (
          <BuildRow key={b.id} build={b} />
        ))}
      </tbody>
    </Table>
  );
}
