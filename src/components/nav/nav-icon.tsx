import ApiIcon from '@mui/icons-material/DataObjectRounded';
import BookIcon from '@mui/icons-material/MenuBookRounded';
import CalendarIcon from '@mui/icons-material/CalendarMonthRounded';
import ComponentIcon from '@mui/icons-material/WidgetsRounded';
import CustomizationIcon from '@mui/icons-material/BrushRounded';
import DesignIcon from '@mui/icons-material/PaletteRounded';
import DiscoverIcon from '@mui/icons-material/ExploreRounded';
import GuidesIcon from '@mui/icons-material/SchoolRounded';
import IntegrationsIcon from '@mui/icons-material/ExtensionRounded';
import MigrationIcon from '@mui/icons-material/MoveUpRounded';
import RocketIcon from '@mui/icons-material/RocketLaunchRounded';
import TableIcon from '@mui/icons-material/TableChartRounded';
import TestIcon from '@mui/icons-material/ScienceRounded';
import ToolpadIcon from '@mui/icons-material/HandymanRounded';
import BlogIcon from '@mui/icons-material/ArticleRounded';
import type { NavItem } from '@/modules/nav';
import styles from './side-nav.module.css';

const ICONS: Record<NonNullable<NavItem['icon']>, typeof BookIcon> = {
  book: BookIcon,
  component: ComponentIcon,
  api: ApiIcon,
  customization: CustomizationIcon,
  guides: GuidesIcon,
  integrations: IntegrationsIcon,
  migration: MigrationIcon,
  discover: DiscoverIcon,
  design: DesignIcon,
  rocket: RocketIcon,
  table: TableIcon,
  calendar: CalendarIcon,
  toolpad: ToolpadIcon,
  blog: BlogIcon,
  test: TestIcon,
};

export function NavIcon({ name }: { name: NonNullable<NavItem['icon']> }) {
  const Icon = ICONS[name];
  return <Icon className={styles.icon} fontSize="small" aria-hidden />;
}
