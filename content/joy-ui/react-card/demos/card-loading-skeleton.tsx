import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function CardLoadingSkeleton() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel>Loading</FormLabel>
      </FormControl>
      <Card variant="outlined" aria-busy={loading}>
        <AspectRatio ratio="21/9">
          {/* Skeleton with `loading` covers its children; the real content keeps the size. */}
          <Skeleton loading={loading} variant="overlay">
            <div
              style={{
                background:
                  'linear-gradient(135deg, var(--joy-palette-success-300), var(--joy-palette-primary-400))',
              }}
            />
          </Skeleton>
        </AspectRatio>
        <CardContent>
          <Typography level="title-md">
            <Skeleton loading={loading}>Alpine meadow walk</Skeleton>
          </Typography>
          <Typography level="body-sm">
            <Skeleton loading={loading}>
              A gentle 6 km loop with views of the lake, about two hours.
            </Skeleton>
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
