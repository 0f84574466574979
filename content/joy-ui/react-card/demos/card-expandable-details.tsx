import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

const stops = ['Central station 08:02', 'Market square 08:09', 'University 08:17', 'Airport 08:40'];

export default function CardExpandableDetails() {
  const [open, setOpen] = React.useState(false);
  const detailsId = React.useId();
  return (
    <Card variant="outlined" sx={{ maxWidth: 340 }}>
      <CardContent>
        <Typography level="title-md">Line 12 to the airport</Typography>
        <Typography level="body-sm">Departs 08:02, arrives 08:40 · 4 stops</Typography>
      </CardContent>
      {open && (
        <List id={detailsId} size="sm" aria-label="Stops" sx={{ '--ListItem-paddingX': '0px' }}>
          {stops.map((stop) => (
            <ListItem key={stop}>{stop}</ListItem>
          ))}
        </List>
      )}
      <CardActions>
        {/* aria-expanded tells screen readers the button shows and hides the stops. */}
        <Button
          variant="plain"
          color="neutral"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen((value) => !value)}
          endDecorator={
            <KeyboardArrowDownIcon
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: '0.2s' }}
            />
          }
        >
          {open ? 'Hide stops' : 'Show stops'}
        </Button>
      </CardActions>
    </Card>
  );
}
