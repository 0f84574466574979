import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// unstableFieldRef exposes the parsed sections: one per format token, with its type and text.
export default function SectionList() {
  const fieldRef = React.useRef(null);
  const [sections, setSections] = React.useState([]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField
          label="Flight"
          defaultValue={dayjs('2024-04-17T06:05')}
          format="ddd DD MMM YYYY, hh:mm A"
          unstableFieldRef={fieldRef}
        />
        <Button
          variant="outlined"
          onClick={() => setSections(fieldRef.current?.getSections() ?? [])}
        >
          List the sections
        </Button>
        {sections.length > 0 && (
          <List dense aria-label="Sections of the field">
            {sections.map((section, index) => (
              <ListItem key={index} disableGutters>
                <ListItemText
                  primary={`${section.type}: "${section.value}"`}
                  secondary={`token ${section.format}${section.endSeparator ? `, then "${section.endSeparator}"` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
