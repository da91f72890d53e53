import fs from "node:fs";

/**
 * Takes an exclusive lock file for the embedded database folder.
 * PGlite has no lock of its own and two processes on one folder corrupt it (stack notes, pitfall 6).
 * Input: absolute path of the lock file. Output: a function that releases the lock.
 * A lock left by a process that no longer runs is taken over.
 * Throws an Error naming the holder's pid when another live process holds the lock.
 */
export function acquireLockFile(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(safeRead(lockPath), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database is already in use by another process (pid ${holder}).\n` +
            `Stop that process first, or point DATA_DIR at another folder. Lock file: ${lockPath}`,
          { cause: error },
        );
      }
      // Stale lock from a crashed process (or from this very process after a crash): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the embedded database lock at ${lockPath}`);
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
