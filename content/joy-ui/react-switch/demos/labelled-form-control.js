import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Box from '@mui/joy/Box';

export default function LabelledFormControl() {
  const [checked, setChecked] = React.useState(true);

  return (
    // FormControl links the label and the helper text to the switch's input by itself.
    <FormControl
      orientation="horizontal"
      sx={{ width: 340, justifyContent: 'space-between', gap: 2 }}
    >
      <Box>
        <FormLabel>Auto-update apps</FormLabel>
        <FormHelperText sx={{ mt: 0 }}>
          {checked
            ? 'Updates install overnight.'
            : 'You will be asked before each update.'}
        </FormHelperText>
      </Box>
      <Switch
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
      />
    </FormControl>
  );
}
