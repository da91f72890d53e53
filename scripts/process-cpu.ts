import fs from "node:fs";

// CPU time as /proc counts it, for the load benchmarks: the server's, PostgreSQL's and the load client's own, so a
// run says how the machine's cores were shared out (docs/benchmarks.md, "Mixed mode").

/**
 * CPU time a process or thread has used, in ms: user + system clock ticks of a /proc stat file (100 a second).
 * Input: the file, `/proc/<pid>/stat` or `/proc/<pid>/task/<tid>/stat`. Throws when it cannot be read.
 */
export function cpuMsOf(statPath: string): number {
  return cpuMsIn(fs.readFileSync(statPath, "utf8"));
}

/** User + system ticks of a stat file's text, in ms; the fields are counted after the command name's ")". */
function cpuMsIn(stat: string): number {
  const fields = stat.split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time every `postgres` process of this machine has used, in ms, so measure on a machine with no other database
 * work. A process that ends while being read is left out. Throws nothing.
 */
export function postgresCpuMs(): number {
  let sum = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.includes("(postgres)")) sum += cpuMsIn(stat);
    } catch {
      // The process ended while being read.
    }
  }
  return sum;
}

/** CPU time this process has used, user + system, in ms. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
