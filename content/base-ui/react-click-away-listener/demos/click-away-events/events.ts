import type { ClickAwayListenerProps } from '@mui/base/ClickAwayListener';

export type ClickAwayMouseEventHandler = Exclude<ClickAwayListenerProps['mouseEvent'], false | undefined>;

export const choices: ClickAwayMouseEventHandler[] = ['onClick', 'onMouseDown', 'onMouseUp', 'onPointerDown'];
