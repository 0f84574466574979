import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const products = [
  { name: 'Trail runner shoes', score: 4.5, reviews: 312 },
  { name: 'Rain jacket', score: 3.5, reviews: 87 },
];

export default function ProductScore() {
  return (
    <Stack spacing={2}>
      {products.map((product) => (
        <Stack
          key={product.name}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
        >
          <Typography sx={{ minWidth: 160 }}>{product.name}</Typography>
          <Rating value={product.score} precision={0.5} readOnly />
          <Typography variant="body2" color="text.secondary">
            {product.score} ({product.reviews} reviews)
          </Typography>
        </Stack>
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ minWidth: 160 }}>How much did you like it?</Typography>
        <Rating
          name="like-hearts"
          defaultValue={3}
          max={4}
          getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'}`}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
          sx={{ color: 'error.main' }}
        />
      </Stack>
    </Stack>
  );
}
