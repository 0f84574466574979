import { execFileSync } from 'node:child_process';

/**
 * Last commit date of every file under `dir`, from one `git log` pass (not one call per page).
 * Empty when git or its history is unavailable (e.g. a shallow export): pages then show no date.
 */
export function lastUpdatedDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let output = '';
  try {
    output = execFileSync('git', ['log', '--format=@%cI', '--name-only', '--', dir], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return dates;
  }
  let current = '';
  for (const line of output.split('\n')) {
    if (line.startsWith('@')) current = line.slice(1);
    else if (line && !dates.has(line)) dates.set(line, current);
  }
  return dates;
}
