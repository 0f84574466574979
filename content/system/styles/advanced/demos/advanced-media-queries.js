import { styled } from '@mui/system';

// theme.breakpoints.up() as a computed key keeps its type in TypeScript, no createStyles needed.
const Pricing = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& > div': {
    padding: theme.spacing(1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 8,
  },
}));

export default function AdvancedMediaQueries() {
  return (
    <Pricing aria-label="Plans" role="group">
      <div>
        <strong>Free</strong>
        <div>1 project</div>
      </div>
      <div>
        <strong>Pro</strong>
        <div>10 projects</div>
      </div>
      <div>
        <strong>Team</strong>
        <div>Unlimited</div>
      </div>
    </Pricing>
  );
}
