import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Refused because another process (or this one) has the PGlite folder open: nothing was opened. */
export class DatabaseInUse extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one PostgreSQL inside one process: two processes on the same folder would both write it and
 * ruin it. `<folder>.lock` holds the pid of the process that has it open; a lock whose process has ended
 * (a crash) is taken over. Returns the release.
 */
export function lockDataFolder(dataDir: string): () => void {
  const path = `${resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number(readFileSync(path, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid))
      throw new DatabaseInUse(
        `The database in ${dataDir} is open in process ${pid} (see ${path}): stop that process first. ` +
          'A running Fontes server is backed up through itself by `npm run backup`.',
      );
    rmSync(path, { force: true });
  }
  throw new DatabaseInUse(`Could not lock ${dataDir}: ${path} keeps coming back.`);
}
