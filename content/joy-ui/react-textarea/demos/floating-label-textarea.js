import * as React from 'react';
import { styled } from '@mui/joy/styles';
import Textarea from '@mui/joy/Textarea';

const StyledTextarea = styled('textarea')({
  resize: 'none',
  border: 'none',
  outline: 0,
  padding: 0,
  paddingTop: '1rem',
  minWidth: 0,
  flex: 'auto',
  alignSelf: 'stretch',
  color: 'inherit',
  backgroundColor: 'transparent',
  font: 'inherit',
  '&::placeholder': { opacity: 0 },
});

const StyledLabel = styled('label')(({ theme }) => ({
  position: 'absolute',
  left: 'var(--Textarea-paddingInline)',
  top: 'calc(var(--Textarea-paddingBlock) + 1rem)',
  lineHeight: 1.5,
  color: theme.vars.palette.text.tertiary,
  pointerEvents: 'none',
  transition: 'top 150ms, font-size 150ms',
  'textarea:focus ~ &, textarea:not(:placeholder-shown) ~ &': {
    top: 'var(--Textarea-paddingBlock)',
    fontSize: theme.vars.fontSize.xs,
    lineHeight: 1.2,
  },
  'textarea:focus ~ &': { color: theme.vars.palette.primary.plainColor },
}));

const InnerTextarea = React.forwardRef(function InnerTextarea(props, ref) {
  const { minRows, maxRows, ownerState, ...other } = props;
  const id = React.useId();
  return (
    <React.Fragment>
      {/* placeholder=" " lets :placeholder-shown tell an empty field from a filled one. */}
      <StyledTextarea
        {...other}
        ref={ref}
        id={id}
        rows={Number(minRows ?? 3)}
        placeholder=" "
      />
      <StyledLabel htmlFor={id}>Describe the problem</StyledLabel>
    </React.Fragment>
  );
});

export default function FloatingLabelTextarea() {
  return (
    // slots.textarea replaces the native textarea with one that carries its own label,
    // which rises above the text on focus or once something is typed.
    <Textarea
      slots={{ textarea: InnerTextarea }}
      minRows={3}
      sx={{ position: 'relative', maxWidth: 400 }}
    />
  );
}
