import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function ToggleColorsVertical() {
  const [answer, setAnswer] = React.useState(null);
  const [layer, setLayer] = React.useState('terrain');

  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', gap: 4 }}>
      <div>
        <Typography
          id="toggle-colors-vertical-answer"
          level="title-sm"
          sx={{ mb: 1 }}
        >
          Was this article helpful?
        </Typography>
        {/* color on the group tints every button; the pressed one shows it strongest. */}
        <ToggleButtonGroup
          color={answer === 'no' ? 'danger' : 'success'}
          variant="soft"
          aria-labelledby="toggle-colors-vertical-answer"
          value={answer}
          onChange={(_event, value) => setAnswer(value)}
        >
          <Button value="yes">Yes</Button>
          <Button value="no">No</Button>
        </ToggleButtonGroup>
      </div>
      <div>
        <Typography
          id="toggle-colors-vertical-layer"
          level="title-sm"
          sx={{ mb: 1 }}
        >
          Map layer
        </Typography>
        {/* orientation="vertical" stacks the buttons, as in a map's layer switcher. */}
        <ToggleButtonGroup
          orientation="vertical"
          aria-labelledby="toggle-colors-vertical-layer"
          value={layer}
          onChange={(_event, value) => value && setLayer(value)}
        >
          <Button value="streets">Streets</Button>
          <Button value="terrain">Terrain</Button>
          <Button value="satellite">Satellite</Button>
        </ToggleButtonGroup>
      </div>
    </Stack>
  );
}
