import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const chapters = [
  {
    id: 'setup',
    title: '1. Set up the project',
    body: 'Create the repository and install the dependencies.',
  },
  {
    id: 'data',
    title: '2. Load the data',
    body: 'Import the CSV and check the column types.',
  },
  {
    id: 'chart',
    title: '3. Draw the chart',
    body: 'Pick a line chart and map the date to the x axis.',
  },
];

export default function ExpandAllControlled() {
  const [open, setOpen] = React.useState(['setup']);
  const allOpen = open.length === chapters.length;

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 440 }}>
      <Button
        size="sm"
        variant="outlined"
        color="neutral"
        sx={{ alignSelf: 'flex-end' }}
        onClick={() => setOpen(allOpen ? [] : chapters.map((chapter) => chapter.id))}
      >
        {allOpen ? 'Collapse all' : 'Expand all'}
      </Button>
      <AccordionGroup>
        {chapters.map((chapter) => (
          // expanded and onChange make each accordion controlled, so one button can drive them all.
          <Accordion
            key={chapter.id}
            expanded={open.includes(chapter.id)}
            onChange={(_event, expanded) =>
              setOpen((list) =>
                expanded
                  ? [...list, chapter.id]
                  : list.filter((id) => id !== chapter.id),
              )
            }
          >
            <AccordionSummary>{chapter.title}</AccordionSummary>
            <AccordionDetails>{chapter.body}</AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
    </Stack>
  );
}
