import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import TabletMac from '@mui/icons-material/TabletMac';
import Laptop from '@mui/icons-material/Laptop';
import Tv from '@mui/icons-material/Tv';

const viewports = [
  { name: 'Mobile', icon: <PhoneIphone /> },
  { name: 'Tablet', icon: <TabletMac /> },
  { name: 'Laptop', icon: <Laptop /> },
  { name: 'Wide screen', icon: <Tv /> },
];

export default function ViewportChecklist() {
  const [checked, setChecked] = React.useState(['Mobile', 'Laptop']);

  return (
    <div>
      <Typography id="viewport-checklist-title" level="title-sm" sx={{ mb: 1 }}>
        Take screenshots on
      </Typography>
      {/* A horizontal, wrapping List of outlined items; overlay makes each item the target. */}
      <List
        orientation="horizontal"
        wrap
        aria-labelledby="viewport-checklist-title"
        sx={{ '--List-gap': '8px', '--ListItem-radius': '20px', maxWidth: 420 }}
      >
        {viewports.map(({ name, icon }) => {
          const on = checked.includes(name);
          return (
            <ListItem
              key={name}
              variant={on ? 'soft' : 'outlined'}
              color={on ? 'primary' : 'neutral'}
            >
              <ListItemDecorator sx={{ zIndex: 2, pointerEvents: 'none' }}>
                {icon}
              </ListItemDecorator>
              <Checkbox
                overlay
                disableIcon
                label={name}
                checked={on}
                onChange={(event) =>
                  setChecked((list) =>
                    event.target.checked
                      ? [...list, name]
                      : list.filter((item) => item !== name),
                  )
                }
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
