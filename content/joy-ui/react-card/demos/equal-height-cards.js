import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

const courses = [
  {
    title: 'Knife skills',
    text: 'Two hours on dicing, julienne and keeping a blade sharp.',
  },
  {
    title: 'Sourdough from scratch',
    text: 'Feed a starter, shape a loaf and learn to read the crumb. Take home a jar of starter and a banneton.',
  },
  { title: 'Fresh pasta', text: 'Egg dough, ravioli and a quick butter sauce.' },
];

export default function EqualHeightCards() {
  return (
    // Grid items stretch to the tallest card in the row; CardContent grows (flex: 1) so the
    // actions sit on the same line in every card, whatever the length of the text.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        gap: 2,
      }}
    >
      {courses.map((course) => (
        <Card key={course.title} variant="outlined">
          <CardContent sx={{ flex: 1 }}>
            <Typography level="title-md">{course.title}</Typography>
            <Typography level="body-sm">{course.text}</Typography>
          </CardContent>
          <CardActions>
            <Button variant="soft" fullWidth aria-label={`Book ${course.title}`}>
              Book
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
