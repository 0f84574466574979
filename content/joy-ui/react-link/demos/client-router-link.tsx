import * as React from 'react';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// A stand-in for a router: in an app, this would be your router's own Link component
// (Next.js, React Router…). It keeps the real href, so opening in a new tab still works.
const NavigateContext = React.createContext<(path: string) => void>(() => {});

const RouterLink = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement>>(
  function RouterLink({ href = '', onClick, ...other }, ref) {
    const navigate = React.useContext(NavigateContext);
    return (
      <a
        ref={ref}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented && !event.metaKey && !event.ctrlKey && event.button === 0) {
            event.preventDefault();
            navigate(href);
          }
        }}
        {...other}
      />
    );
  },
);

export default function ClientRouterLink() {
  const [path, setPath] = React.useState('?folder=inbox');

  return (
    <NavigateContext.Provider value={setPath}>
      {/* component swaps the element Link renders for the router's link, which keeps
          Joy's styles and props (level, color, underline, decorators). */}
      <Stack direction="row" spacing={2}>
        {['inbox', 'drafts', 'sent'].map((folder) => (
          <Link
            key={folder}
            component={RouterLink}
            href={`?folder=${folder}`}
            aria-current={path === `?folder=${folder}` ? 'page' : undefined}
          >
            {folder}
          </Link>
        ))}
      </Stack>
      <Sheet variant="soft" sx={{ mt: 2, p: 2, borderRadius: 'sm' }}>
        <Typography level="body-sm" aria-live="polite">
          Shown without a page load: {path.replace('?folder=', '')}
        </Typography>
      </Sheet>
    </NavigateContext.Provider>
  );
}
