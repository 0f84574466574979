import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { AppProvider } from '@toolpad/core/AppProvider';
import { PageContainer, PageContainerToolbar } from '@toolpad/core/PageContainer';
import AppFrame, { useDemoRouter } from './app-frame';

const navigation = [{ segment: 'team', title: 'Team members' }];

// The slot is rendered by PageContainer, so the page hands it its callback through a context.
const InviteContext = React.createContext(() => {});

// The toolbar slot sits next to the page title: put the page's main actions there.
function TeamToolbar() {
  const onAdd = React.useContext(InviteContext);
  return (
    <PageContainerToolbar>
      <Stack direction="row" spacing={1}>
        <Button startIcon={<FileDownloadIcon />} color="inherit">
          Export
        </Button>
        <Button startIcon={<AddIcon />} variant="contained" onClick={onAdd}>
          Invite
        </Button>
      </Stack>
    </PageContainerToolbar>
  );
}

export default function ToolbarActions() {
  const router = useDemoRouter('/team');
  const [invited, setInvited] = React.useState(0);
  const invite = React.useCallback(() => setInvited((count) => count + 1), []);
  return (
    <AppFrame title="Page with actions in its toolbar" height={280}>
      {({ window, theme }) => (
        <AppProvider
          navigation={navigation}
          router={router}
          theme={theme}
          window={window}
        >
          <InviteContext.Provider value={invite}>
            <PageContainer slots={{ toolbar: TeamToolbar }}>
              <Typography>
                {invited === 0
                  ? 'No invitations sent yet.'
                  : `Invitations sent: ${invited}.`}
              </Typography>
            </PageContainer>
          </InviteContext.Provider>
        </AppProvider>
      )}
    </AppFrame>
  );
}
