import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';

const button =
  'cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900 [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300';

function SideSheet({
  open,
  onClose,
  container,
  children,
}: {
  open: boolean;
  onClose: () => void;
  container: HTMLElement | null;
  children: React.ReactElement;
}) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { getRootProps, getBackdropProps, portalRef } = useModal({
    open,
    onClose,
    rootRef,
    container,
    children,
  });
  if (!open) return null;
  return (
    <Portal ref={portalRef} container={container}>
      <div {...getRootProps()} className="fixed inset-0 z-[1300]">
        <div {...getBackdropProps()} className="fixed inset-0 bg-slate-900/50" />
        <FocusTrap open>{children}</FocusTrap>
      </div>
    </Portal>
  );
}

export default function SideSheetHookTailwind() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  // The sheet is portalled into this element rather than into <body>, so it stays inside the
  // container the Tailwind utilities are scoped to.
  const [layer, setLayer] = React.useState<HTMLDivElement | null>(null);
  return (
    <div>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        Show filters
      </button>
      <div ref={setLayer} />
      <SideSheet open={open} onClose={() => setOpen(false)} container={layer}>
        <div
          role="dialog"
          aria-modal
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          className="fixed bottom-0 right-0 top-0 box-border w-[280px] bg-white p-5 leading-normal text-slate-900 shadow-2xl outline-none"
        >
          <h2 id={`${id}-title`} className="mb-4 mt-0 text-xl font-semibold [font-family:inherit]">
            Filters
          </h2>
          <label className="mb-4 flex items-center gap-2">
            <input type="checkbox" defaultChecked /> In stock only
          </label>
          <button type="button" className={button} onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      </SideSheet>
    </div>
  );
}
