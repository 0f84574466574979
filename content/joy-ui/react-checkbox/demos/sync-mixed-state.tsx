import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import HorizontalRule from '@mui/icons-material/HorizontalRule';

export default function SyncMixedState() {
  const [state, setState] = React.useState<'on' | 'off' | 'mixed'>('mixed');
  const syncId = React.useId();
  const dashId = React.useId();
  // Joy sets aria-checked="mixed"; the native input's own indeterminate flag must agree with it.
  React.useEffect(() => {
    const sync = document.getElementById(syncId) as HTMLInputElement | null;
    if (sync) sync.indeterminate = state === 'mixed';
    const dash = document.getElementById(dashId) as HTMLInputElement | null;
    if (dash) dash.indeterminate = true;
  }, [syncId, dashId, state]);

  return (
    // indeterminate is a display state only: the input stays checked or not,
    // so the next click decides. indeterminateIcon swaps the dash for any icon.
    <Stack spacing={1.5}>
      <Checkbox
        label={`Sync all folders (${state})`}
        id={syncId}
        checked={state === 'on'}
        indeterminate={state === 'mixed'}
        indeterminateIcon={<HorizontalRule />}
        color="warning"
        onChange={(event) => setState(event.target.checked ? 'on' : 'off')}
      />
      <Checkbox label="Default indeterminate dash" id={dashId} indeterminate />
    </Stack>
  );
}
