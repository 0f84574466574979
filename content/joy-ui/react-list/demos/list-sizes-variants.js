import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Home from '@mui/icons-material/HomeOutlined';
import Star from '@mui/icons-material/StarBorder';

export default function ListSizesVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {['sm', 'md', 'lg'].map((size) => (
        <List
          key={size}
          size={size}
          variant="outlined"
          aria-label={`List of size ${size}`}
          sx={{ borderRadius: 'sm', flex: 1 }}
        >
          <ListItem>
            <ListItemButton selected>
              <ListItemDecorator>
                <Home />
              </ListItemDecorator>
              Home ({size})
            </ListItemButton>
          </ListItem>
          <ListItem>
            <ListItemButton>
              <ListItemDecorator>
                <Star />
              </ListItemDecorator>
              Starred
            </ListItemButton>
          </ListItem>
        </List>
      ))}
    </Stack>
  );
}
