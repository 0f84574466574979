import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The invented brand every template wears: a mark of ours and a word, no real company. */
export function Brand({ size = 28, hideName = false }: { size?: number; hideName?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary' }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" opacity="0.12" />
        <path
          d="M6 21c4-9 8-9 10-4s6 5 10-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="23" cy="10" r="3" fill="currentColor" />
      </svg>
      {hideName ? null : (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.6, letterSpacing: '-0.01em' }}>
          Tidewell
        </Typography>
      )}
    </Box>
  );
}
