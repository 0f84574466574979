import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function OutOfTheBox() {
  return (
    // Default theme, no custom styles: spacing, radius, type levels and variants come with Joy.
    <Card variant="outlined" sx={{ maxWidth: 380 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography level="title-lg">Invite your team</Typography>
        <Chip size="sm" variant="soft" color="primary">
          Free plan
        </Chip>
      </Stack>
      <Typography level="body-md">
        Projects are more fun with others. Invite up to five people.
      </Typography>
      <FormControl>
        <FormLabel>Email address</FormLabel>
        <Input type="email" placeholder="name@company.com" />
      </FormControl>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="plain" color="neutral">
          Skip
        </Button>
        <Button variant="solid">Send invite</Button>
      </Stack>
    </Card>
  );
}
