import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import AirplanemodeActive from '@mui/icons-material/AirplanemodeActive';
import Bluetooth from '@mui/icons-material/Bluetooth';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Wifi from '@mui/icons-material/Wifi';

export default function PhoneSettings() {
  const [airplane, setAirplane] = React.useState(false);

  return (
    <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'md', width: 320 }}>
      {/* CSS variables tune the whole list: rounded rows, larger decorators, no gap. */}
      <List
        variant="outlined"
        sx={{
          bgcolor: 'background.surface',
          borderRadius: 'md',
          '--ListItem-minHeight': '48px',
          '--ListItemDecorator-size': '40px',
        }}
      >
        <ListItem>
          <ListItemDecorator>
            <AirplanemodeActive />
          </ListItemDecorator>
          <ListItemContent id="phone-settings-airplane">
            Airplane mode
          </ListItemContent>
          <Switch
            checked={airplane}
            onChange={(event) => setAirplane(event.target.checked)}
            slotProps={{ input: { 'aria-labelledby': 'phone-settings-airplane' } }}
          />
        </ListItem>
        <ListItem>
          <ListItemButton>
            <ListItemDecorator>
              <Wifi />
            </ListItemDecorator>
            <ListItemContent>Wi-Fi</ListItemContent>
            <Typography level="body-sm">{airplane ? 'Off' : 'Home'}</Typography>
            <KeyboardArrowRight />
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton>
            <ListItemDecorator>
              <Bluetooth />
            </ListItemDecorator>
            <ListItemContent>Bluetooth</ListItemContent>
            <Typography level="body-sm">On</Typography>
            <KeyboardArrowRight />
          </ListItemButton>
        </ListItem>
      </List>
    </Sheet>
  );
}
