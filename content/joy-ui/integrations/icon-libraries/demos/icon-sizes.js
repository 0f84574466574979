import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';

// Drawn with Joy's SvgIcon, so size and color come from --Icon-fontSize and --Icon-color.
function UploadIcon(props) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3 6.5 8.5h4V15h3V8.5h4zM5 18h14v3H5z" />
    </SvgIcon>
  );
}

function MailIcon(props) {
  return (
    <SvgIcon {...props}>
      <path d="M3 5h18v14H3zm2 2v.6l7 4.4 7-4.4V7zm14 2.9-7 4.4-7-4.4V17h14z" />
    </SvgIcon>
  );
}

function AlertIcon(props) {
  return (
    <SvgIcon {...props}>
      <path
        fillRule="evenodd"
        d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1.3 4.5h2.6v8h-2.6zm0 9.5h2.6v2.5h-2.6z"
      />
    </SvgIcon>
  );
}

const sizes = ['sm', 'md', 'lg'];

export default function IconSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 460 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        {sizes.map((size) => (
          <Button
            key={size}
            size={size}
            variant="soft"
            startDecorator={<UploadIcon />}
          >
            Upload ({size})
          </Button>
        ))}
      </Stack>
      <Input
        size="sm"
        type="email"
        startDecorator={<MailIcon />}
        placeholder="you@example.com"
        aria-label="Email"
      />
      <Alert color="danger" variant="soft" startDecorator={<AlertIcon />}>
        The file is larger than 20 MB.
      </Alert>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        {sizes.map((size) => (
          <UploadIcon key={size} size={size} color="primary" />
        ))}
      </Stack>
    </Stack>
  );
}
