import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

const insets = ['gutter', 'startDecorator', 'startContent'];
const people = [
  { name: 'Maya Cohen', initials: 'MC' },
  { name: 'Tomás Ruiz', initials: 'TR' },
  { name: 'Eva Novak', initials: 'EN' },
];

export default function ListDividerInsets() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
      {insets.map((inset) => (
        <div key={inset}>
          <Typography level="body-xs" fontFamily="code">
            inset=&quot;{inset}&quot;
          </Typography>
          {/* A div-based list: a ul may only hold li items, and the divider is not one. */}
          <List
            component="div"
            role="list"
            variant="outlined"
            sx={{ width: 200, borderRadius: 'sm' }}
            aria-label={`Divider inset ${inset}`}
          >
            {people.map((person, index) => (
              <React.Fragment key={person.name}>
                {/* Decorative here: the list items already tell the rows apart. */}
                {index > 0 ? <ListDivider inset={inset} aria-hidden /> : null}
                <ListItem role="listitem">
                  <ListItemDecorator>
                    <Avatar size="sm">{person.initials}</Avatar>
                  </ListItemDecorator>
                  {person.name}
                </ListItem>
              </React.Fragment>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
