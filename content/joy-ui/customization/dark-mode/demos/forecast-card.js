import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import WbSunnyIcon from '@mui/icons-material/WbSunny';

const days = [
  { day: 'Mon', high: 21, low: 12 },
  { day: 'Tue', high: 19, low: 11 },
  { day: 'Wed', high: 23, low: 14 },
];

export default function ForecastCard() {
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        maxWidth: 320,
        background: 'linear-gradient(160deg, #e0f2fe 0%, #ffffff 70%)',
        // Dark scheme only: a night sky instead of a day sky.
        ...theme.applyStyles('dark', {
          background: 'linear-gradient(160deg, #0c4a6e 0%, #0b0d0e 70%)',
        }),
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <WbSunnyIcon />
        <Typography level="title-lg">Lisbon</Typography>
        <Chip size="sm" variant="soft" color="success">
          Clear
        </Chip>
      </Stack>
      <Typography level="h2" component="p">
        22 °C
      </Typography>
      <Stack direction="row" spacing={3}>
        {days.map(({ day, high, low }) => (
          <div key={day}>
            <Typography level="title-sm">{day}</Typography>
            <Typography level="body-sm">
              {high}° / {low}°
            </Typography>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
