import type { NavItem } from '@/modules/nav';

export const toolpadNav: NavItem[] = [
  {
    pathname: '/toolpad/core',
    title: 'Introduction',
    icon: 'rocket',
    children: [
      { pathname: '/toolpad/core/introduction/', title: 'Overview' },
      { pathname: '/toolpad/core/introduction/installation/', title: 'Installation' },
      { pathname: '/toolpad/core/introduction/tutorial/', title: 'Tutorial' },
      { pathname: '/toolpad/core/introduction/examples/', title: 'Examples' },
      { pathname: '/toolpad/core/introduction/roadmap/', title: 'Roadmap' },
      { pathname: '/toolpad/core/introduction/support/', title: 'Support' },
    ],
  },
  {
    pathname: '/toolpad/core/components',
    title: 'Components',
    icon: 'component',
    children: [
      { pathname: '/toolpad/core/all-components/', title: 'All components' },
      {
        pathname: '/toolpad/core/components/provider',
        title: 'Provider',
        subheader: 'Provider',
        children: [{ pathname: '/toolpad/core/react-app-provider/', title: 'App Provider' }],
      },
      {
        pathname: '/toolpad/core/components/layout',
        title: 'Layout',
        subheader: 'Layout',
        children: [
          { pathname: '/toolpad/core/react-dashboard-layout/', title: 'Dashboard Layout' },
          { pathname: '/toolpad/core/react-page-container/', title: 'Page Container' },
        ],
      },
      {
        pathname: '/toolpad/core/components/authentication',
        title: 'Authentication',
        subheader: 'Authentication',
        children: [
          { pathname: '/toolpad/core/react-sign-in-page/', title: 'Sign-in Page' },
          { pathname: '/toolpad/core/react-account/', title: 'Account' },
        ],
      },
      {
        pathname: '/toolpad/core/components/utils',
        title: 'Utils',
        subheader: 'Utils',
        children: [
          { pathname: '/toolpad/core/react-use-dialogs/', title: 'useDialogs' },
          { pathname: '/toolpad/core/react-use-notifications/', title: 'useNotifications' },
          { pathname: '/toolpad/core/react-persistent-state/', title: 'Persisted state' },
        ],
      },
    ],
  },
  {
    pathname: '/toolpad/core/apis',
    title: 'APIs',
    icon: 'api',
    children: [
      {
        pathname: '/toolpad/core/apis/components',
        title: 'Components',
        subheader: 'Components',
        children: [
          { pathname: '/toolpad/api/account/', title: 'Account' },
          { pathname: '/toolpad/api/alert-dialog/', title: 'AlertDialog' },
          { pathname: '/toolpad/api/app-provider/', title: 'AppProvider' },
          { pathname: '/toolpad/api/confirm-dialog/', title: 'ConfirmDialog' },
          { pathname: '/toolpad/api/dashboard-layout/', title: 'DashboardLayout' },
          { pathname: '/toolpad/api/dialogs-provider/', title: 'DialogsProvider' },
          { pathname: '/toolpad/api/notifications-provider/', title: 'NotificationsProvider' },
          { pathname: '/toolpad/api/page-container/', title: 'PageContainer' },
          { pathname: '/toolpad/api/page-container-toolbar/', title: 'PageContainerToolbar' },
          { pathname: '/toolpad/api/prompt-dialog/', title: 'PromptDialog' },
          { pathname: '/toolpad/api/sign-in-page/', title: 'SignInPage' },
        ],
      },
      {
        pathname: '/toolpad/core/apis/hooks',
        title: 'Hooks',
        subheader: 'Hooks',
        children: [
          { pathname: '/toolpad/core/react-use-dialogs/api/', title: 'useDialogs' },
          { pathname: '/toolpad/core/react-use-notifications/api/', title: 'useNotifications' },
          {
            pathname: '/toolpad/core/react-persistent-state/use-local-storage-state-api/',
            title: 'useLocalStorageState',
          },
          {
            pathname: '/toolpad/core/react-persistent-state/use-session-storage-state-api/',
            title: 'useSessionStorageState',
          },
        ],
      },
    ],
  },
];
