import { styled } from '@mui/system';

// Nested rules with & work as they did with JSS's nested plugin.
const Checklist = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxWidth: 360,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  '& > li': {
    display: 'flex',
    justifyContent: 'space-between',
    padding: theme.spacing(1, 1.5),
  },
  '& > li + li': { borderTop: `1px solid ${theme.palette.divider}` },
  '& > li:hover': { backgroundColor: theme.palette.action.hover },
  '& .done': { color: theme.palette.text.secondary, textDecoration: 'line-through' },
}));

export default function BasicsNestedSelectors() {
  return (
    <Checklist aria-label="Launch checklist">
      <li>
        <span className="done">Write release notes</span>
        <span>done</span>
      </li>
      <li>
        <span>Update the pricing page</span>
        <span>today</span>
      </li>
      <li>
        <span>Email the beta testers</span>
        <span>Friday</span>
      </li>
    </Checklist>
  );
}
