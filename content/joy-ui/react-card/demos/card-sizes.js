import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'];

export default function CardSizes() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
    >
      {sizes.map((size) => (
        // size changes the card's padding and gap, and the default size of what it holds.
        <Card key={size} size={size} variant="outlined" sx={{ width: 220 }}>
          <CardContent>
            <Typography level="title-md">Backup finished</Typography>
            <Typography level="body-sm">
              Card size {size}: 1,284 files copied to the archive.
            </Typography>
          </CardContent>
          <CardActions>
            <Button size={size} variant="soft">
              View log
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
