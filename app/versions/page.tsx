import { appPages } from '@data/app-pages';
import { documentedPackages, earlierVersions } from '@data/versions';
import { AppBar } from '@/components/layout/app-bar.client';
import { Footer } from '@/components/layout/footer';
import { installedVersion } from '@/lib/installed-versions';
import { pageMetadata } from '@/lib/metadata';
import styles from '../home.module.css';

export const metadata = pageMetadata(appPages.versions);

export default function VersionsPage() {
  return (
    <>
      <AppBar />
      <main id="main-content" tabIndex={-1} className={`${styles.main} markdown-body`}>
        <h1>Versions</h1>
        <h2 id="current">Current versions</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Library</th>
              <th scope="col">Package</th>
              <th scope="col">Version</th>
            </tr>
          </thead>
          <tbody>
            {documentedPackages.map((pkg) => (
              <tr key={pkg.name}>
                <td>{pkg.label}</td>
                <td>
                  <code>{pkg.name}</code>
                </td>
                <td data-testid={`version-${pkg.name}`}>{installedVersion(pkg.name)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2 id="earlier">Earlier versions</h2>
        <ul>
          {earlierVersions.map((version) => (
            <li key={version.label}>
              <a href={version.url} rel="noopener">
                {version.label}
              </a>
            </li>
          ))}
        </ul>
      </main>
      <Footer />
    </>
  );
}
