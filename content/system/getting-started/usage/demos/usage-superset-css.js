import { Box } from '@mui/system';

// Pseudo-classes, pseudo-elements, nested selectors and media queries all go in one sx object.
export default function UsageSupersetCss() {
  return (
    <Box
      component="article"
      tabIndex={0}
      aria-label="Release 3.2 notes"
      sx={{
        position: 'relative',
        maxWidth: 360,
        p: 2,
        pl: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        transition: 'box-shadow 150ms',
        '&::before': {
          content: '""',
          position: 'absolute',
          insetBlock: 12,
          insetInlineStart: 8,
          width: 4,
          borderRadius: 2,
          bgcolor: 'primary.main',
        },
        '&:hover, &:focus-visible': { boxShadow: 3, outline: 'none' },
        '& .meta': { color: 'text.secondary', typography: 'body2' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <strong>Release 3.2</strong>
      <div className="meta">
        Hover or focus the card: the shadow comes from a pseudo-class rule.
      </div>
    </Box>
  );
}
