import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import CardOverflow from '@mui/joy/CardOverflow';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CoverCards() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
    >
      <Card sx={{ minHeight: 220, width: 260 }}>
        <CardCover>
          <div style={{ background: 'linear-gradient(160deg, #3a7bd5, #00d2ff)' }} />
        </CardCover>
        <CardCover
          sx={{
            background:
              'linear-gradient(to top, rgba(0,0,0,0.8), rgba(0,0,0,0) 70%)',
          }}
        />
        <CardContent sx={{ justifyContent: 'flex-end' }}>
          <Typography level="title-lg" textColor="#fff">
            Night swim at the lido
          </Typography>
          <Typography level="body-sm" textColor="neutral.200">
            Saturday, 21:00 · Free entry
          </Typography>
        </CardContent>
      </Card>
      <Card orientation="horizontal" variant="outlined" sx={{ width: 320 }}>
        <CardOverflow>
          <AspectRatio ratio="1" sx={{ width: 96 }}>
            <div
              style={{ background: 'linear-gradient(45deg, #f7971e, #ffd200)' }}
            />
          </AspectRatio>
        </CardOverflow>
        <CardContent>
          <Typography level="title-md">
            <Link href="/joy-ui/react-link/" overlay underline="none">
              Book swap
            </Link>
          </Typography>
          <Typography level="body-sm">Sunday, 11:00 · Library garden</Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
