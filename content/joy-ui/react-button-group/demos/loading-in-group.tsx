import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function LoadingInGroup() {
  const [running, setRunning] = React.useState<string | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const run = (name: string) => {
    setRunning(name);
    timer.current = setTimeout(() => setRunning(null), 1500);
  };

  return (
    // A button in a group can be loading on its own; the others are disabled
    // meanwhile, so only one job runs at a time.
    <ButtonGroup variant="soft" color="primary" aria-label="Build actions">
      {['Build', 'Test', 'Deploy'].map((name) => (
        <Button
          key={name}
          loading={running === name}
          loadingPosition="start"
          disabled={running !== null && running !== name}
          onClick={() => run(name)}
        >
          {name}
        </Button>
      ))}
    </ButtonGroup>
  );
}
