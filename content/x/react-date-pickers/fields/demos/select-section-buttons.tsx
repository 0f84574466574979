import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FieldSelectedSections } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const targets = [
  { label: 'Day', section: 'day' },
  { label: 'Month', section: 'month' },
  { label: 'Year', section: 'year' },
  { label: 'Hours', section: 'hours' },
  { label: 'All', section: 'all' },
] as const;

// Buttons that move the selection to a section by its type.
export default function SelectSectionButtons() {
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {targets.map(({ label, section }) => (
            <Button
              key={section}
              size="small"
              variant="outlined"
              onClick={() => {
                inputRef.current?.focus();
                setSelected(section);
              }}
            >
              {label}
            </Button>
          ))}
        </Stack>
        <DateTimeField
          label="Shipment"
          defaultValue={dayjs('2024-04-17T08:30')}
          format="DD/MM/YYYY HH:mm"
          inputRef={inputRef}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
      </Stack>
    </LocalizationProvider>
  );
}
