import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FolderOutlined from '@mui/icons-material/FolderOutlined';

const fullPath = ['Home', 'Projects', 'Harbor', 'Drawings'];

export default function FilePathBreadcrumbs() {
  const [depth, setDepth] = React.useState(fullPath.length);
  const path = fullPath.slice(0, depth);

  return (
    <Stack spacing={2}>
      <Breadcrumbs
        aria-label="Folder path"
        separator={<ChevronRightRounded fontSize="small" />}
        size="md"
      >
        {path.slice(0, -1).map((folder, index) => (
          <Link
            key={folder}
            component="button"
            color="neutral"
            startDecorator={<FolderOutlined />}
            onClick={() => setDepth(index + 1)}
          >
            {folder}
          </Link>
        ))}
        <Typography aria-current="page" startDecorator={<FolderOutlined />}>
          {path[path.length - 1]}
        </Typography>
      </Breadcrumbs>
      <Typography level="body-sm">
        {depth < fullPath.length ? (
          <Link component="button" onClick={() => setDepth(fullPath.length)}>
            Open {fullPath[depth]}
          </Link>
        ) : (
          '12 drawings in this folder.'
        )}
      </Typography>
    </Stack>
  );
}
