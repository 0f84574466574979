import type { DemoRecord } from '@/model/demo-record';

/** The demos a page's compile found, on the file's data (written by remark-demos). */
declare module 'vfile' {
  interface DataMap {
    demos: DemoRecord[];
  }
}
