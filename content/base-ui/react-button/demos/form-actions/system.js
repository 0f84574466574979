import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const Action = styled(Button)({
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #1d4ed8',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  backgroundColor: '#1d4ed8',
  color: '#fff',
  '&:hover': { backgroundColor: '#1e40af' },
  '&.base--active': { transform: 'translateY(1px)' },
  '&.base--focusVisible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
  '&.secondary': { backgroundColor: '#fff', color: '#1d4ed8' },
  '&.base--disabled': {
    backgroundColor: '#e2e8f0',
    borderColor: '#e2e8f0',
    color: '#475569',
    cursor: 'not-allowed',
  },
});

export default function FormActionsSystem() {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Action>Save changes</Action>
      <Action className="secondary">Cancel</Action>
      <Action disabled>Delete project</Action>
    </div>
  );
}
