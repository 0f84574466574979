/** The installed version of each documented package: pages, the site outputs and search show them. */
import { installedVersions } from '../content/installed-versions';
import { defineStep } from './prebuild-step';

export const versionsStep = defineStep({
  name: 'versions',
  needs: [],
  run: (_inputs, { root }) => installedVersions(root),
});
