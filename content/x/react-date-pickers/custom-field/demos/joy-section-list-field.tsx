import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';

interface JoySectionFieldProps {
  label?: React.ReactNode;
  InputProps?: { ref?: React.Ref<HTMLDivElement>; endAdornment?: React.ReactNode };
  [key: string]: unknown;
}

// Joy UI's Sheet and Typography around the section list: Joy look, one spinbutton per section.
function JoySectionField(props: JoySectionFieldProps) {
  const { label, InputProps: { ref: containerRef, endAdornment } = {}, ...hookProps } = props;
  const labelId = React.useId();
  const field = useDateField({ ...hookProps, enableAccessibleFieldDOMStructure: true } as never) as unknown as Record<
    string,
    never
  >;
  const { elements, sectionListRef, contentEditable, tabIndex, onFocus, onBlur, onClick, onInput, onPaste, onKeyDown, error } =
    field;
  return (
    <div>
      <Typography id={labelId} level="title-sm" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Sheet
        ref={containerRef}
        role="group"
        aria-labelledby={labelId}
        variant="outlined"
        color={error ? 'danger' : 'neutral'}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          borderRadius: 'sm',
          '&:focus-within': { borderColor: 'primary.500' },
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
          style={{ padding: '6px 0', minWidth: 120 }}
        />
        {endAdornment}
      </Sheet>
    </div>
  );
}

function JoySectionDatePicker(props: DatePickerProps<Dayjs, true>) {
  return <DatePicker {...props} enableAccessibleFieldDOMStructure slots={{ ...props.slots, field: JoySectionField }} />;
}

export default function JoySectionListField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <JoySectionDatePicker label="Check-in" defaultValue={dayjs('2024-04-17')} />
    </LocalizationProvider>
  );
}
