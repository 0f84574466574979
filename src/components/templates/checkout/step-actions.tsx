import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** Back and forward buttons of a step; the forward one submits the step's form. */
export function StepActions({ onBack, nextLabel }: { onBack?: () => void; nextLabel: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: onBack ? 'space-between' : 'flex-end', mt: 4 }}>
      {onBack ? (
        <Button type="button" onClick={onBack}>
          Back
        </Button>
      ) : null}
      <Button type="submit" variant="contained">
        {nextLabel}
      </Button>
    </Stack>
  );
}
