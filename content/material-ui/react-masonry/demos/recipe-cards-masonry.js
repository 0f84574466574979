import Masonry from '@mui/lab/Masonry';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const recipes = [
  {
    name: 'Lentil soup',
    tags: ['vegan', '30 min'],
    text: 'Red lentils, carrot, cumin and lemon.',
  },
  {
    name: 'Shakshuka',
    tags: ['vegetarian'],
    text: 'Eggs poached in a spiced tomato and pepper sauce, served with bread.',
  },
  {
    name: 'Pad thai',
    tags: ['20 min', 'spicy', 'noodles'],
    text: 'Rice noodles, tofu, peanuts.',
  },
  {
    name: 'Apple crumble',
    tags: ['dessert'],
    text: 'Baked apples under a butter and oat topping.',
  },
  {
    name: 'Green salad',
    tags: ['vegan', '10 min'],
    text: 'Leaves, cucumber and a mustard dressing.',
  },
];

export default function RecipeCardsMasonry() {
  return (
    <Masonry columns={{ xs: 1, sm: 2, md: 3 }} spacing={2}>
      {recipes.map(({ name, tags, text }) => (
        <Card key={name}>
          <CardContent>
            <Typography variant="h6" component="h3" gutterBottom>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {text}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" />
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Masonry>
  );
}
