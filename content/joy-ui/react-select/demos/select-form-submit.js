import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectFormSubmit() {
  const [sent, setSent] = React.useState('');

  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 320 }}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSent(
          `size=${data.get('size')}, extras=${JSON.stringify(data.get('extras'))}`,
        );
      }}
    >
      {/* `name` adds a hidden input, so the value is part of the FormData. */}
      <FormControl required>
        <FormLabel>T-shirt size</FormLabel>
        <Select
          name="size"
          placeholder="Choose a size"
          required
          sx={{ '--Select-placeholderOpacity': 1 }}
        >
          <Option value="s">Small</Option>
          <Option value="m">Medium</Option>
          <Option value="l">Large</Option>
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel>Extras</FormLabel>
        <Select name="extras" multiple defaultValue={['gift']}>
          <Option value="gift">Gift wrap</Option>
          <Option value="note">Handwritten note</Option>
        </Select>
      </FormControl>
      <Button type="submit">Add to order</Button>
      <Typography level="body-sm" aria-live="polite">
        {sent && `Submitted: ${sent}`}
      </Typography>
    </Stack>
  );
}
