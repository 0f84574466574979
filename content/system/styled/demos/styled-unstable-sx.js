import { styled } from '@mui/system';

// theme.unstable_sx turns sx syntax (shorthands, palette paths, breakpoint objects) into a
// style object, inside a styled() definition.
const PlanCard = styled('section')(({ theme }) =>
  theme.unstable_sx({
    p: { xs: 1.5, sm: 2.5 },
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    '& h3': { m: 0, typography: 'h6' },
    '& .price': { mt: 0.5, color: 'primary.main', fontWeight: 'fontWeightBold' },
  }),
);

export default function StyledUnstableSx() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <PlanCard aria-label="Starter plan">
        <h3>Starter</h3>
        <div className="price">0 € a month</div>
      </PlanCard>
      <PlanCard aria-label="Team plan">
        <h3>Team</h3>
        <div className="price">12 € a month</div>
      </PlanCard>
    </div>
  );
}
