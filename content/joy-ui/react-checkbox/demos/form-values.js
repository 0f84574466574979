import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Onions'];

export default function FormValues() {
  const [submitted, setSubmitted] = React.useState(null);

  return (
    // Uncontrolled checkboxes with a name and a value are sent with the form
    // like native ones: only the checked ones appear in the FormData.
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(data.getAll('topping').map(String));
      }}
    >
      <Stack spacing={1.5} role="group" aria-labelledby="form-values-title">
        <Typography id="form-values-title" level="title-sm">
          Toppings
        </Typography>
        {toppings.map((topping) => (
          <Checkbox
            key={topping}
            name="topping"
            value={topping.toLowerCase()}
            label={topping}
            defaultChecked={topping === 'Olives'}
          />
        ))}
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Order
        </Button>
        <Typography level="body-sm" aria-live="polite">
          {submitted === null
            ? 'Not sent yet.'
            : `Sent: topping=${submitted.join(', topping=') || '(none)'}`}
        </Typography>
      </Stack>
    </form>
  );
}
