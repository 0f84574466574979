import { Button } from '@mui/base/Button';

const base =
  'cursor-pointer rounded-lg border border-solid border-blue-700 px-4 py-2 font-semibold [&.base--active]:translate-y-px [&.base--focusVisible]:outline [&.base--focusVisible]:outline-4 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-slate-200 [&.base--disabled]:bg-slate-200 [&.base--disabled]:text-slate-600';

export default function FormActionsTailwind() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button className={`${base} bg-blue-700 text-white hover:bg-blue-800`}>
        Save changes
      </Button>
      <Button className={`${base} bg-white text-blue-700`}>Cancel</Button>
      <Button className={`${base} bg-blue-700 text-white`} disabled>
        Delete project
      </Button>
    </div>
  );
}
