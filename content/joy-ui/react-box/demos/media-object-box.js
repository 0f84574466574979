import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const recipes = [
  { name: 'Lemon risotto', time: '35 min', hue: '#f6d365, #fda085' },
  { name: 'Green shakshuka', time: '25 min', hue: '#a8e063, #56ab2f' },
];

export default function MediaObjectBox() {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, maxWidth: 520 }}
    >
      {recipes.map((recipe) => (
        <Box
          component="li"
          key={recipe.name}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            p: 2,
            borderRadius: 'md',
            bgcolor: 'background.level1',
          }}
        >
          <Box
            sx={{
              width: { xs: '100%', sm: 96 },
              height: 72,
              flexShrink: 0,
              borderRadius: 'sm',
              background: `linear-gradient(135deg, ${recipe.hue})`,
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography level="title-md">{recipe.name}</Typography>
            <Typography level="body-sm" sx={{ color: 'text.secondary' }}>
              Ready in {recipe.time}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
