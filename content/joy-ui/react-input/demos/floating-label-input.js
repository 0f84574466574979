import * as React from 'react';
import Input from '@mui/joy/Input';
import { styled } from '@mui/joy/styles';

// A replacement input slot with its own label that floats up when the field has a value or focus.
const StyledInput = styled('input')({
  border: 'none',
  minWidth: 0,
  outline: 0,
  padding: 0,
  paddingTop: '1em',
  flex: 1,
  color: 'inherit',
  backgroundColor: 'transparent',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  '&::placeholder': { opacity: 0, transition: '0.1s ease-out' },
  '&:focus::placeholder': { opacity: 1 },
  '&:focus ~ label, &:not(:placeholder-shown) ~ label': {
    top: '0.5rem',
    fontSize: '0.75rem',
  },
  '&:focus ~ label': { color: 'var(--Input-focusedHighlight)' },
});

const StyledLabel = styled('label')(({ theme }) => ({
  position: 'absolute',
  lineHeight: 1,
  top: 'calc((var(--Input-minHeight) - 1em) / 2)',
  color: theme.vars.palette.text.tertiary,
  fontWeight: theme.vars.fontWeight.md,
  transition: 'all 150ms cubic-bezier(0.4, 0, 0.2, 1)',
}));

const FloatingInner = React.forwardRef(function FloatingInner(
  { ownerState, ...props },
  ref,
) {
  const id = React.useId();
  return (
    <React.Fragment>
      <StyledInput {...props} ref={ref} id={id} />
      <StyledLabel htmlFor={id}>Email address</StyledLabel>
    </React.Fragment>
  );
});

export default function FloatingLabelInput() {
  return (
    <Input
      slots={{ input: FloatingInner }}
      slotProps={{
        input: {
          placeholder: 'you@example.com',
          type: 'email',
          autoComplete: 'email',
        },
      }}
      sx={{ '--Input-minHeight': '56px', '--Input-radius': '6px', maxWidth: 320 }}
    />
  );
}
