import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListItemContent from '@mui/joy/ListItemContent';
import ListDivider from '@mui/joy/ListDivider';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelIcon from '@mui/icons-material/Hotel';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';

const trip = [
  { icon: <FlightTakeoffIcon />, title: 'Flight to Lisbon', detail: 'TP 1353 · 07:05', status: 'Booked' },
  { icon: <HotelIcon />, title: 'Casa do Rio', detail: '3 nights', status: 'Booked' },
  { icon: <DirectionsCarIcon />, title: 'Car rental', detail: 'Pick up at the airport', status: 'Pending' },
];

export default function DecoratorsList() {
  return (
    <List variant="outlined" aria-label="Trip bookings" sx={{ maxWidth: 400, borderRadius: 'sm' }}>
      {trip.map((item, index) => (
        <React.Fragment key={item.title}>
          {index > 0 && <ListDivider inset="startContent" aria-hidden />}
          {/* startAction/endAction sit outside the item's padding; ListItemDecorator sits inside. */}
          <ListItem
            endAction={
              <Chip size="sm" variant="soft" color={item.status === 'Booked' ? 'success' : 'warning'}>
                {item.status}
              </Chip>
            }
          >
            <ListItemDecorator>
              <Avatar size="sm" variant="soft" color="primary">
                {item.icon}
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{item.title}</Typography>
              <Typography level="body-xs">{item.detail}</Typography>
            </ListItemContent>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
