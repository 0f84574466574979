import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function SectionEditing() {
  const [selected, setSelected] = React.useState(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateField
          label="Spacious, clearable"
          defaultValue={dayjs('2027-12-24')}
          format="DD/MM/YYYY"
          formatDensity="spacious"
          clearable
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
        <Typography variant="body2" role="status">
          Selected section: {selected === null ? 'none' : String(selected)}
        </Typography>
        <DateField
          label="Leading zeros kept"
          format="DD/MM/YYYY"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
