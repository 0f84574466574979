import * as React from 'react';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function PriceAdornments() {
  const [showKey, setShowKey] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        id="adornment-user"
        label="Username"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <AccountCircle />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        id="adornment-price"
        label="Price"
        type="number"
        defaultValue={49}
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">€</InputAdornment>,
            endAdornment: <InputAdornment position="end">per month</InputAdornment>,
          },
        }}
      />
      <TextField
        id="adornment-api-key"
        label="API key"
        type={showKey ? 'text' : 'password'}
        defaultValue="sk_live_51Hx"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showKey ? 'Hide API key' : 'Show API key'}
                  onClick={() => setShowKey(!showKey)}
                  onMouseDown={(event) => event.preventDefault()}
                  edge="end"
                >
                  {showKey ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
