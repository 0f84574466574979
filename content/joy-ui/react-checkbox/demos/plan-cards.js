import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const addOns = [
  { id: 'backups', title: 'Daily backups', price: '$4 / month' },
  { id: 'support', title: 'Priority support', price: '$12 / month' },
  { id: 'domain', title: 'Custom domain', price: '$2 / month' },
];

export default function PlanCards() {
  const [chosen, setChosen] = React.useState(['backups']);

  return (
    <Box
      role="group"
      aria-labelledby="plan-cards-title"
      sx={{ width: '100%', maxWidth: 520 }}
    >
      <Typography id="plan-cards-title" level="title-md" sx={{ mb: 1.5 }}>
        Add-ons
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 1.5,
        }}
      >
        {addOns.map((addOn) => {
          const checked = chosen.includes(addOn.id);
          return (
            // overlay stretches the checkbox's hit area over the whole Sheet,
            // which must be positioned (relative) for that.
            <Sheet
              key={addOn.id}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              sx={{
                position: 'relative',
                p: 2,
                borderRadius: 'md',
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
              }}
            >
              <Checkbox
                overlay
                label={addOn.title}
                checked={checked}
                onChange={(event) =>
                  setChosen((list) =>
                    event.target.checked
                      ? [...list, addOn.id]
                      : list.filter((item) => item !== addOn.id),
                  )
                }
                slotProps={{
                  input: { 'aria-describedby': `plan-cards-${addOn.id}` },
                }}
              />
              <Typography id={`plan-cards-${addOn.id}`} level="body-sm">
                {addOn.price}
              </Typography>
            </Sheet>
          );
        })}
      </Box>
    </Box>
  );
}
