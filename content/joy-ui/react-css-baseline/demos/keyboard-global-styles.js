import GlobalStyles from '@mui/joy/GlobalStyles';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const shortcuts = [
  { keys: ['Ctrl', 'K'], action: 'Open search' },
  { keys: ['Ctrl', 'Shift', 'P'], action: 'Show all commands' },
  { keys: ['Esc'], action: 'Close the panel' },
];

export default function KeyboardGlobalStyles() {
  return (
    <div className="keyboard-help">
      <GlobalStyles
        styles={(theme) => ({
          '.keyboard-help kbd': {
            fontFamily: theme.vars.fontFamily.code,
            fontSize: theme.vars.fontSize.xs,
            padding: '2px 6px',
            borderRadius: theme.vars.radius.xs,
            border: `1px solid ${theme.vars.palette.neutral.outlinedBorder}`,
            borderBottomWidth: 3,
            backgroundColor: theme.vars.palette.background.surface,
            color: theme.vars.palette.text.primary,
          },
        })}
      />
      <Typography level="title-sm">Keyboard shortcuts</Typography>
      <List size="sm">
        {shortcuts.map((shortcut) => (
          <ListItem key={shortcut.action} sx={{ gap: 1.5 }}>
            <span>
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && ' + '}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </span>
            {shortcut.action}
          </ListItem>
        ))}
      </List>
    </div>
  );
}
