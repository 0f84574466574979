import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select, { SelectOption } from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function MultipleForm() {
  const [sent, setSent] = React.useState<string | null>(null);

  return (
    // required blocks an empty submit; getSerializedValue decides what the hidden
    // input named "days" sends, here a comma-separated list.
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('days')));
      }}
    >
      <Stack spacing={1.5} sx={{ width: 320 }}>
        <FormControl required>
          <FormLabel>Delivery days</FormLabel>
          <Select
            multiple
            name="days"
            placeholder="Choose days"
            defaultValue={['mon']}
            getSerializedValue={(options: SelectOption<string>[]) => options.map((option) => option.value).join(',')}
          >
            <Option value="mon">Monday</Option>
            <Option value="wed">Wednesday</Option>
            <Option value="fri">Friday</Option>
          </Select>
        </FormControl>
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Save
        </Button>
        <Typography level="body-sm" aria-live="polite">
          {sent === null ? 'Not saved yet.' : `days=${sent}`}
        </Typography>
      </Stack>
    </form>
  );
}
