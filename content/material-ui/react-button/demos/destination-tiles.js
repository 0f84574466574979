import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const destinations = [
  { title: 'Mountains', background: 'linear-gradient(135deg, #134e5e, #71b280)' },
  { title: 'Coast', background: 'linear-gradient(135deg, #1e3c72, #2a5298)' },
  { title: 'Cities', background: 'linear-gradient(135deg, #42275a, #734b6d)' },
];

// ButtonBase brings the ripple, focus handling and keyboard support; the look is all ours.
const Tile = styled(ButtonBase)(({ theme }) => ({
  position: 'relative',
  flex: 1,
  height: 140,
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  color: '#fff',
  '& .tile-label': {
    padding: theme.spacing(0.5, 2),
    border: '2px solid currentColor',
    transition: theme.transitions.create('background-color'),
  },
  '&:hover .tile-label, &.Mui-focusVisible .tile-label': {
    backgroundColor: 'rgba(0, 0, 0, 0.4)',
  },
}));

export default function DestinationTiles() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {destinations.map(({ title, background }) => (
        <Tile key={title} focusRipple sx={{ background }}>
          <Typography className="tile-label" variant="subtitle1" component="span">
            {title}
          </Typography>
        </Tile>
      ))}
    </Stack>
  );
}
