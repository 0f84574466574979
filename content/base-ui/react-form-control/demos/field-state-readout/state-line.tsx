import { useFormControlContext } from '@mui/base/FormControl';

/** Reads the enclosing FormControl's state; it renders nothing outside a FormControl. */
export function StateLine({ className }: { className?: string }) {
  const state = useFormControlContext();
  if (!state) return null;
  return (
    <code aria-live="polite" className={className}>
      filled: {String(state.filled)} · focused: {String(state.focused)} · disabled: {String(state.disabled)}
    </code>
  );
}
