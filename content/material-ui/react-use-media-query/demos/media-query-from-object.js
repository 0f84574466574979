import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

// Builds "(min-width:600px) and (orientation:landscape)" from an object: camelCase keys become
// media features, numbers become pixels. Packages such as json2mq do the same.
function toMediaQuery(query) {
  return Object.entries(query)
    .map(([key, value]) => {
      const feature = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return `(${feature}:${typeof value === 'number' ? `${value}px` : value})`;
    })
    .join(' and ');
}

const landscapeTablet = toMediaQuery({ minWidth: 600, orientation: 'landscape' });
const finePointer = toMediaQuery({ pointer: 'fine', hover: 'hover' });

export default function MediaQueryFromObject() {
  const isLandscapeTablet = useMediaQuery(landscapeTablet);
  const hasMouse = useMediaQuery(finePointer);
  return (
    <Stack spacing={1}>
      <Typography>
        <code>{landscapeTablet}</code>:{' '}
        {isLandscapeTablet ? 'matches' : 'does not match'}
      </Typography>
      <Typography>
        <code>{finePointer}</code>: {hasMouse ? 'matches' : 'does not match'}
      </Typography>
    </Stack>
  );
}
