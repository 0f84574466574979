import { Button } from '@mui/base/Button';

// Outside MUI System there is no sx: the same button with utility classes.
export default function SxButtonTailwind() {
  return (
    <Button className="cursor-pointer rounded-lg border-0 bg-blue-700 px-4 py-2 font-semibold text-white shadow hover:shadow-lg [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300">
      Start free trial
    </Button>
  );
}
