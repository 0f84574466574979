import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function InvertedFeedback() {
  return (
    // invertedColors on the solid card recolors the label, the field and the button
    // so they stay readable on the dark surface.
    <Card
      variant="solid"
      color="primary"
      invertedColors
      sx={{ maxWidth: 420, gap: 1.5 }}
    >
      <Typography level="title-lg">How was your trip?</Typography>
      <FormControl>
        <FormLabel>Your review</FormLabel>
        <Textarea minRows={3} variant="soft" placeholder="The driver was…" />
      </FormControl>
      <Button variant="solid" sx={{ alignSelf: 'flex-end' }}>
        Post review
      </Button>
    </Card>
  );
}
