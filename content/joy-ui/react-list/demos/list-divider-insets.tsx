import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

const insets = ['gutter', 'startDecorator', 'startContent'] as const;
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
          <List variant="outlined" sx={{ width: 200, borderRadius: 'sm' }} aria-label={`Divider inset ${inset}`}>
            {people.map((person, index) => (
              <React.Fragment key={person.name}>
                {/* ListDivider renders an li with role="separator" between the rows. */}
                {index > 0 ? <ListDivider inset={inset} /> : null}
                <ListItem>
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
