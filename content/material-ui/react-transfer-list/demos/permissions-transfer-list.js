import * as React from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';

const ALL = [
  'Read files',
  'Write files',
  'Delete files',
  'Manage members',
  'Billing',
  'Export data',
];

function PermissionColumn({ id, title, items, checked, setChecked }) {
  const chosen = items.filter((item) => checked.includes(item));
  const allChosen = items.length > 0 && chosen.length === items.length;
  const others = checked.filter((item) => !items.includes(item));

  return (
    <Card variant="outlined" sx={{ width: 230 }}>
      <CardHeader
        sx={{ px: 2, py: 1 }}
        avatar={
          <Checkbox
            checked={allChosen}
            indeterminate={chosen.length > 0 && !allChosen}
            disabled={items.length === 0}
            onChange={() => setChecked(allChosen ? others : [...others, ...items])}
            inputProps={{ 'aria-label': `Select every permission in ${title}` }}
          />
        }
        title={title}
        titleTypographyProps={{ id, component: 'h3', variant: 'subtitle2' }}
        subheader={`${chosen.length}/${items.length} selected`}
      />
      <Divider />
      <List dense aria-labelledby={id} sx={{ height: 210, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} disablePadding sx={{ px: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(item)}
                  onChange={() =>
                    setChecked(
                      checked.includes(item)
                        ? checked.filter((c) => c !== item)
                        : [...checked, item],
                    )
                  }
                />
              }
              label={item}
              sx={{ width: '100%', mr: 0 }}
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export default function PermissionsTransferList() {
  const [granted, setGranted] = React.useState(['Read files']);
  const [checked, setChecked] = React.useState([]);
  const available = ALL.filter((item) => !granted.includes(item));
  const toGrant = available.filter((item) => checked.includes(item));
  const toRevoke = granted.filter((item) => checked.includes(item));

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <PermissionColumn
        id="perm-available"
        title="Available"
        items={available}
        checked={checked}
        setChecked={setChecked}
      />
      <Stack spacing={1}>
        <IconButton
          onClick={() => {
            setGranted([...granted, ...toGrant]);
            setChecked(checked.filter((c) => !toGrant.includes(c)));
          }}
          disabled={toGrant.length === 0}
          aria-label="Grant selected"
        >
          <ChevronRightIcon
            sx={{
              transform: (theme) =>
                theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
            }}
          />
        </IconButton>
        <IconButton
          onClick={() => {
            setGranted(granted.filter((g) => !toRevoke.includes(g)));
            setChecked(checked.filter((c) => !toRevoke.includes(c)));
          }}
          disabled={toRevoke.length === 0}
          aria-label="Revoke selected"
        >
          <ChevronLeftIcon
            sx={{
              transform: (theme) =>
                theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
            }}
          />
        </IconButton>
      </Stack>
      <PermissionColumn
        id="perm-granted"
        title="Granted"
        items={granted}
        checked={checked}
        setChecked={setChecked}
      />
    </Stack>
  );
}
