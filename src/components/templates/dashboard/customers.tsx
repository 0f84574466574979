import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { CUSTOMERS } from './data';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function Customers() {
  return (
    <Card variant="outlined">
      <List aria-label="Customers">
        {CUSTOMERS.map((customer) => (
          <ListItem key={customer.name} divider>
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                {initials(customer.name)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={customer.name}
              secondary={`${customer.company} · ${customer.seats} seats`}
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
