'use client';
import CodeIcon from '@mui/icons-material/CodeRounded';
import DarkIcon from '@mui/icons-material/DarkModeOutlined';
import EditIcon from '@mui/icons-material/EditRounded';
import DenseIcon from '@mui/icons-material/DensitySmallRounded';
import LinkIcon from '@mui/icons-material/LinkRounded';
import NewWindowIcon from '@mui/icons-material/OpenInNewRounded';
import ResetIcon from '@mui/icons-material/RefreshRounded';
import RtlIcon from '@mui/icons-material/FormatTextdirectionRToLRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CodeStyling, CodeVariant } from '@/modules/code-variant';
import type { DemoOverrides } from './demo-scope.client';
import styles from './demo.module.css';

export interface DemoToolbarProps {
  title: string;
  name: string;
  demoId: string;
  /** The code region the toggle controls; absent while nothing is rendered there. */
  codeId?: string;
  stylings: CodeStyling[];
  styling: CodeStyling;
  codeVariant: CodeVariant;
  expanded: boolean;
  /** The in-place editor is open. */
  editing: boolean;
  /** False for Tailwind variants, whose classes only exist for the files on disk. */
  editable: boolean;
  copied: boolean;
  overrides: DemoOverrides;
  onStyling: (styling: CodeStyling) => void;
  onCodeVariant: (variant: CodeVariant) => void;
  onToggleCode: () => void;
  onToggleEdit: () => void;
  onCopy: () => void;
  onSandbox: (service: 'codesandbox' | 'stackblitz') => void;
  onReset: () => void;
  onOverrides: (overrides: DemoOverrides) => void;
  onCopyLink: () => void;
}

export function DemoToolbar(props: DemoToolbarProps) {
  const { title, overrides, onOverrides } = props;
  const flip = (key: keyof DemoOverrides) => onOverrides({ ...overrides, [key]: !overrides[key] });
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={`${title} demo`}>
      {props.stylings.length > 1 ? (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={props.styling}
          onChange={(_, value: CodeStyling | null) => value && props.onStyling(value)}
          aria-label="Styling"
        >
          {props.stylings.map((styling) => (
            <ToggleButton key={styling} value={styling} data-testid={`styling-${styling}`}>
              {styling}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.codeVariant}
        onChange={(_, value: CodeVariant | null) => value && props.onCodeVariant(value)}
        aria-label="Code language"
      >
        <ToggleButton value="TS" data-testid="variant-TS">
          TS
        </ToggleButton>
        <ToggleButton value="JS" data-testid="variant-JS">
          JS
        </ToggleButton>
      </ToggleButtonGroup>
      <span className={styles.spacer} />
      <Button
        size="small"
        startIcon={<CodeIcon />}
        aria-expanded={props.expanded}
        aria-controls={props.codeId}
        onClick={props.onToggleCode}
        data-testid="toggle-code"
      >
        {props.expanded ? 'Hide code' : 'Show code'}
      </Button>
      {props.editable ? (
        <Button
          size="small"
          startIcon={<EditIcon />}
          aria-pressed={props.editing}
          onClick={props.onToggleEdit}
          data-testid="demo-edit"
        >
          {props.editing ? 'Stop editing' : 'Edit'}
        </Button>
      ) : null}
      <Button size="small" onClick={props.onCopy} data-testid="demo-copy">
        <span aria-live="polite">{props.copied ? 'Copied' : 'Copy'}</span>
      </Button>
      <Button size="small" onClick={() => props.onSandbox('codesandbox')} data-testid="open-codesandbox">
        CodeSandbox
      </Button>
      <Button size="small" onClick={() => props.onSandbox('stackblitz')} data-testid="open-stackblitz">
        StackBlitz
      </Button>
      <IconButton
        size="small"
        aria-label="Copy link to this demo"
        title="Copy link"
        onClick={props.onCopyLink}
      >
        <LinkIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        component="a"
        href={`/demos/${props.demoId}/`}
        target="_blank"
        aria-label="Open the demo in a new window"
        title="Open in a new window"
      >
        <NewWindowIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Reset the demo" title="Reset" onClick={props.onReset}>
        <ResetIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Show this demo in the other mode"
        aria-pressed={overrides.flipMode}
        title="Other mode"
        onClick={() => flip('flipMode')}
      >
        <DarkIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Show this demo right-to-left"
        aria-pressed={overrides.rtl}
        title="Right-to-left"
        onClick={() => flip('rtl')}
      >
        <RtlIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Show this demo dense"
        aria-pressed={overrides.dense}
        title="Dense"
        onClick={() => flip('dense')}
      >
        <DenseIcon fontSize="small" />
      </IconButton>
    </div>
  );
}
