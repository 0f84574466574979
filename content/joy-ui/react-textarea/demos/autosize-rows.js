import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function AutosizeRows() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <div>
        <Typography level="body-sm" id="autosize-rows-grow">
          Grows from 2 to 6 rows, then scrolls
        </Typography>
        <Textarea
          minRows={2}
          maxRows={6}
          defaultValue={'Line one\nLine two'}
          slotProps={{ textarea: { 'aria-labelledby': 'autosize-rows-grow' } }}
        />
      </div>
      <div>
        <Typography level="body-sm" id="autosize-rows-fixed">
          Always 3 rows
        </Typography>
        <Textarea
          minRows={3}
          maxRows={3}
          slotProps={{ textarea: { 'aria-labelledby': 'autosize-rows-fixed' } }}
        />
      </div>
    </Stack>
  );
}
