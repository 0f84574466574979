import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const snippets = ['{first_name}', '{order_id}', '{tracking_url}'];

export default function InsertAtCursor() {
  const [value, setValue] = React.useState('Hi , your order is on its way.');
  // The ref passed through slotProps.textarea reaches the native <textarea>,
  // whose selectionStart tells where to insert.
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);

  const insert = (snippet: string) => {
    const element = textareaRef.current;
    if (!element) {
      return;
    }
    const start = element.selectionStart;
    const end = element.selectionEnd;
    const next = value.slice(0, start) + snippet + value.slice(end);
    setValue(next);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + snippet.length, start + snippet.length);
    });
  };

  return (
    <FormControl sx={{ maxWidth: 460 }}>
      <FormLabel>Message template</FormLabel>
      <Textarea
        minRows={3}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ textarea: { ref: textareaRef } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {snippets.map((snippet) => (
          <Button key={snippet} size="sm" variant="soft" color="neutral" onClick={() => insert(snippet)}>
            Insert {snippet}
          </Button>
        ))}
      </Stack>
    </FormControl>
  );
}
