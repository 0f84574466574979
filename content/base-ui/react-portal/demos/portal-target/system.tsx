import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';
import { ParentName } from './parent-name';

const Stack = styled('div')({ display: 'grid', gap: 12 });
const Toggle = styled('label')({ display: 'flex', alignItems: 'center', gap: 8 });
const Box = styled('div')({ padding: 12, border: '2px dashed #64748b', borderRadius: 8, minHeight: 24 });

export default function PortalTargetSystem() {
  const [inPlace, setInPlace] = React.useState(true);
  return (
    <Stack>
      <Toggle>
        <input type="checkbox" checked={inPlace} onChange={(event) => setInPlace(event.target.checked)} />
        <code>disablePortal</code>
      </Toggle>
      <Box id="portal-target-box">
        <Portal disablePortal={inPlace}>
          <ParentName />
        </Portal>
      </Box>
      <p style={{ margin: 0 }}>Unchecked, the text moves to the end of the page body.</p>
    </Stack>
  );
}
