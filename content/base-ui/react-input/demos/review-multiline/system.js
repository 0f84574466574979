import { Input as BaseInput } from '@mui/base/Input';
import { styled } from '@mui/system';

const Input = styled(BaseInput)({
  width: '100%',
  maxWidth: 420,
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&.base--focused': { borderColor: '#1d4ed8', boxShadow: '0 0 0 3px #bfdbfe' },
  // With multiline the input slot is a textarea that grows between minRows and maxRows.
  '& .base-Input-input': {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    padding: '8px 12px',
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    lineHeight: 1.5,
    resize: 'none',
  },
});

export default function ReviewMultilineSystem() {
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <label htmlFor="review-multiline-system">Your review</label>
      <Input
        multiline
        minRows={2}
        maxRows={6}
        placeholder="What did you like, what could be better?"
        slotProps={{ input: { id: 'review-multiline-system' } }}
      />
    </div>
  );
}
