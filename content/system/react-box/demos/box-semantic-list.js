import * as React from 'react';
import { Box } from '@mui/system';

const steps = ['Create an account', 'Verify your email', 'Invite your team'];

export default function BoxSemanticList() {
  const [done, setDone] = React.useState(1);
  return (
    <div>
      <Box
        component="ol"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
      >
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              color: index < done ? 'text.secondary' : 'text.primary',
              textDecoration: index < done ? 'line-through' : 'none',
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: index < done ? 'success.main' : 'action.selected',
                color: index < done ? 'success.contrastText' : 'text.primary',
                fontSize: 12,
              }}
            >
              {index + 1}
            </Box>
            {step}
          </Box>
        ))}
      </Box>
      <Box
        component="button"
        type="button"
        disabled={done === steps.length}
        onClick={() => setDone((d) => d + 1)}
        sx={{
          mt: 2,
          px: 2,
          py: 1,
          font: 'inherit',
          cursor: 'pointer',
          borderRadius: 1,
        }}
      >
        {done === steps.length ? 'All done' : 'Complete next step'}
      </Box>
    </div>
  );
}
