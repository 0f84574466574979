import * as React from 'react';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Check from '@mui/icons-material/Check';

const steps = ['Account', 'Profile', 'Confirm'];
const prompts = ['Email address', 'Display name', 'Type CONFIRM'];

export default function SignupStepper() {
  const [active, setActive] = React.useState(0);
  const [values, setValues] = React.useState(['', '', '']);
  const done = active === steps.length;

  return (
    <Stack spacing={3} sx={{ maxWidth: 520 }}>
      <Stepper>
        {steps.map((label, index) => {
          const completed = index < active;
          return (
            <Step
              key={label}
              completed={completed}
              active={index === active}
              aria-current={index === active ? 'step' : undefined}
              indicator={
                <StepIndicator
                  variant={completed ? 'solid' : 'soft'}
                  color={completed ? 'success' : 'neutral'}
                >
                  {completed ? <Check /> : index + 1}
                </StepIndicator>
              }
            >
              {completed ? (
                <StepButton
                  onClick={() => setActive(index)}
                >{`${label} (done, edit)`}</StepButton>
              ) : (
                label
              )}
            </Step>
          );
        })}
      </Stepper>
      {done ? (
        <Button variant="soft" color="success" onClick={() => setActive(0)}>
          Account created. Start over
        </Button>
      ) : (
        <Stack direction="row" spacing={1}>
          <Input
            sx={{ flex: 1 }}
            value={values[active]}
            onChange={(event) =>
              setValues((v) =>
                v.map((old, i) => (i === active ? event.target.value : old)),
              )
            }
            slotProps={{ input: { 'aria-label': prompts[active] } }}
            placeholder={prompts[active]}
          />
          <Button
            disabled={values[active].trim() === ''}
            onClick={() => setActive((a) => a + 1)}
          >
            {active === steps.length - 1 ? 'Create account' : 'Next'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
