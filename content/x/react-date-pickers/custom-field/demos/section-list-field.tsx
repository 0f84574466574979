import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';

interface SectionFieldProps {
  label?: React.ReactNode;
  InputProps?: { ref?: React.Ref<HTMLDivElement>; endAdornment?: React.ReactNode };
  [key: string]: unknown;
}

// The accessible DOM structure: every section is its own spinbutton, rendered by PickersSectionList.
function SectionListField(props: SectionFieldProps) {
  const { label, InputProps: { ref: containerRef, endAdornment } = {}, ...hookProps } = props;
  const labelId = React.useId();
  const field = useDateField({ ...hookProps, enableAccessibleFieldDOMStructure: true } as never) as unknown as Record<
    string,
    never
  >;
  const { elements, sectionListRef, contentEditable, tabIndex, onFocus, onBlur, onClick, onInput, onPaste, onKeyDown, error } =
    field;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography id={labelId} variant="body2">
        {label}
      </Typography>
      <Box
        ref={containerRef}
        role="group"
        aria-labelledby={labelId}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          pl: 1.5,
          borderBottom: 2,
          borderColor: error ? 'error.main' : 'primary.main',
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          '& [role="spinbutton"]:focus': { outline: 'none', bgcolor: 'primary.main', color: 'primary.contrastText' },
        }}
      >
        <PickersSectionList
          elements={elements}
          sectionListRef={sectionListRef}
          contentEditable={contentEditable}
          tabIndex={tabIndex}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={onClick}
          onInput={onInput}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          style={{ padding: '8px 0', minWidth: 130 }}
        />
        {endAdornment}
      </Box>
    </Box>
  );
}

function SectionListDatePicker(props: DatePickerProps<Dayjs, true>) {
  return <DatePicker {...props} enableAccessibleFieldDOMStructure slots={{ ...props.slots, field: SectionListField }} />;
}

export default function SectionListFieldDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SectionListDatePicker label="Invoice date" defaultValue={dayjs('2024-04-17')} />
    </LocalizationProvider>
  );
}
