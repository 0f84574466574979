import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Place from '@mui/icons-material/PlaceOutlined';

export default function HorizontalListing() {
  return (
    <Card
      orientation="horizontal"
      variant="outlined"
      sx={{
        maxWidth: 460,
        '&:hover': { boxShadow: 'md', borderColor: 'neutral.outlinedHoverBorder' },
      }}
    >
      <AspectRatio ratio="1" sx={{ width: 96, flexShrink: 0 }}>
        <div
          role="img"
          aria-label="Cabin illustration"
          style={{ background: 'linear-gradient(160deg, #7fb2d9, #2f5d3a)' }}
        />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">
          {/* overlay stretches the link over the whole card: one tab stop, the card is clickable. */}
          <Link
            overlay
            underline="none"
            href="/joy-ui/react-card/"
            sx={{ color: 'text.primary' }}
          >
            Lakeside cabin
          </Link>
        </Typography>
        <Typography level="body-sm" startDecorator={<Place />}>
          Hallstatt, Austria
        </Typography>
        <Chip size="sm" variant="soft" color="success" sx={{ mt: 1 }}>
          Free cancellation
        </Chip>
      </CardContent>
    </Card>
  );
}
