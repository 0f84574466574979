import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function ProductCard() {
  const [favorite, setFavorite] = React.useState(false);
  const [inCart, setInCart] = React.useState(0);

  return (
    <Card variant="outlined" sx={{ width: 300 }}>
      <CardOverflow>
        <AspectRatio ratio="4/3">
          <div
            role="img"
            aria-label="A ceramic teapot, sand glaze"
            style={{
              background: 'radial-gradient(circle at 40% 40%, #e9d8b4, #a8875a)',
            }}
          />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-lg">Kyusu teapot</Typography>
        <Typography level="body-sm">Hand-thrown stoneware, 350 ml</Typography>
        <Typography level="title-md" sx={{ mt: 1 }}>
          €48.00
        </Typography>
      </CardContent>
      <CardActions>
        <IconButton
          variant="outlined"
          color={favorite ? 'danger' : 'neutral'}
          aria-label="Favorite"
          aria-pressed={favorite}
          onClick={() => setFavorite((f) => !f)}
        >
          {favorite ? <Favorite /> : <FavoriteBorder />}
        </IconButton>
        <Button sx={{ flex: 1 }} onClick={() => setInCart((n) => n + 1)}>
          Add to cart
        </Button>
      </CardActions>
      <CardOverflow variant="soft">
        <Divider inset="context" />
        <Typography level="body-xs" sx={{ py: 1 }}>
          {inCart === 0 ? 'Ships in 2 days' : `${inCart} in your cart`}
        </Typography>
      </CardOverflow>
    </Card>
  );
}
