import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// Reusable: every price in the shop renders with aligned digits and a heavier weight.
const PriceTag = styled(Chip)(({ theme }) => ({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: theme.vars.fontWeight.lg,
}));

export default function ProductCardStyling() {
  return (
    // A component CSS variable: a roomier card, for this instance only.
    <Card variant="outlined" sx={{ '--Card-padding': '24px', maxWidth: 340 }}>
      <CardContent>
        <Typography level="title-lg">Trail running shoes</Typography>
        <Typography level="body-sm">
          Light, with a grippy sole for wet rock.
        </Typography>
        <PriceTag color="success" variant="soft" sx={{ mt: 1 }}>
          89.00 €
        </PriceTag>
      </CardContent>
      <CardActions>
        <Button variant="outlined" color="neutral">
          Details
        </Button>
        {/* One instance: sx widens this button and rounds it more. */}
        <Button sx={{ flexGrow: 2, borderRadius: 'xl' }}>Add to cart</Button>
      </CardActions>
    </Card>
  );
}
