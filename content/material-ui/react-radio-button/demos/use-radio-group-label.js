import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

// Reads the group's value from context, so the label knows if its radio is the chosen one.
function EmphasisedLabel(props) {
  const radioGroup = useRadioGroup();
  const checked = radioGroup ? radioGroup.value === props.value : false;
  return (
    <FormControlLabel
      {...props}
      sx={{
        '& .MuiFormControlLabel-label': {
          fontWeight: checked ? 'fontWeightBold' : 'fontWeightRegular',
        },
      }}
    />
  );
}

export default function UseRadioGroupLabel() {
  return (
    <div>
      <Typography variant="subtitle2" component="p" id="export-format-label">
        Export format
      </Typography>
      <RadioGroup
        aria-labelledby="export-format-label"
        defaultValue="csv"
        name="use-radio-group-label"
      >
        <EmphasisedLabel
          value="csv"
          control={<Radio />}
          label="CSV, for spreadsheets"
        />
        <EmphasisedLabel
          value="json"
          control={<Radio />}
          label="JSON, for developers"
        />
        <EmphasisedLabel value="pdf" control={<Radio />} label="PDF, for printing" />
      </RadioGroup>
    </div>
  );
}
