import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ReadonlyApiKey() {
  const [copied, setCopied] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: 340 }}>
      {/* readOnly: focusable and selectable, its value is submitted, but it cannot be edited. */}
      <FormControl>
        <FormLabel>API key</FormLabel>
        <Input
          readOnly
          value="sk_test_4f9a2c71b8e0"
          sx={{ fontFamily: 'code' }}
          endDecorator={
            <Button size="sm" variant="soft" onClick={() => setCopied(true)}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          }
        />
        <FormHelperText>
          Keep it secret: anyone with it can call the API as you.
        </FormHelperText>
      </FormControl>
      {/* disabled: skipped by Tab and not submitted. The reason sits outside the disabled control,
          in normal text color, so it stays readable. */}
      <div>
        <FormControl disabled>
          <FormLabel>Webhook URL</FormLabel>
          <Input placeholder="https://example.com/hooks" />
        </FormControl>
        <Typography level="body-sm" sx={{ mt: 0.5, color: 'text.secondary' }}>
          Webhooks are available on the Team plan.
        </Typography>
      </div>
    </Stack>
  );
}
