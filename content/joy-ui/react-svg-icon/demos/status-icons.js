import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import SvgIcon from '@mui/joy/SvgIcon';

const paths = {
  up: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m-1.2 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.6-5.6 1.4 1.4z',
  degraded: 'M1 21 12 2l11 19zm12-3v-2h-2v2zm0-4V9h-2v5z',
  down: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m5 13.6L15.6 17 12 13.4 8.4 17 7 15.6 10.6 12 7 8.4 8.4 7l3.6 3.6L15.6 7 17 8.4 13.4 12z',
};
const colors = { up: 'success', degraded: 'warning', down: 'danger' };
const labels = { up: 'Operational', degraded: 'Degraded', down: 'Outage' };

const services = [
  { name: 'Web app', state: 'up' },
  { name: 'Email delivery', state: 'degraded' },
  { name: 'File sync', state: 'down' },
];

export default function StatusIcons() {
  return (
    <List aria-label="Service status" sx={{ maxWidth: 320 }}>
      {services.map((service) => (
        <ListItem key={service.name}>
          <ListItemDecorator>
            <SvgIcon
              color={colors[service.state]}
              fontSize="xl2"
              titleAccess={labels[service.state]}
            >
              <path d={paths[service.state]} />
            </SvgIcon>
          </ListItemDecorator>
          <ListItemContent>{service.name}</ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
