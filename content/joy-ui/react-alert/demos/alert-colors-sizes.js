import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

const messages = [
  { color: 'primary', text: 'A new version is available and installs tonight.' },
  { color: 'neutral', text: 'This project is read-only for viewers.' },
  { color: 'success', text: 'Payment received. Your receipt is on its way.' },
  { color: 'warning', text: 'Your card expires at the end of the month.' },
  { color: 'danger', text: 'The last backup failed. We will retry in an hour.' },
];

const sizes = ['sm', 'md', 'lg'];

export default function AlertColorsSizes() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      {/* color carries the kind of message; the text always says it too. */}
      {messages.map((message) => (
        <Alert key={message.color} color={message.color} variant="soft">
          {message.text}
        </Alert>
      ))}
      {/* size changes the padding, gap and text size. */}
      {sizes.map((size) => (
        <Alert key={size} size={size} variant="outlined" color="neutral">
          A {size} alert.
        </Alert>
      ))}
    </Stack>
  );
}
