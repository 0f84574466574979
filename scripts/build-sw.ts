import { bundleServiceWorker } from '../src/pipeline/service-worker/bundle-sw';

const { outfile, buildId, bytes } = await bundleServiceWorker(
  process.cwd(),
  process.env.NEXT_DIST_DIR || '.next',
);
console.log(`service worker: ${outfile} (${(bytes / 1024).toFixed(1)} KiB, build ${buildId})`);
