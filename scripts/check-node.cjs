// The second guard against an old Node: npm 10.9 and later stop `npm install`/`npm ci` before fetching anything
// through package.json's `devEngines`; older npm ignores that, and runs this `preinstall` script after the
// dependencies but before any of the project's own install scripts (decision 041). Plain CommonJS with no syntax newer than
// Node 8 and no dependencies, so that on any Node it runs and says what is wrong, instead of the install failing
// later with a cryptic error from a TypeScript script (ERR_UNKNOWN_FILE_EXTENSION ".ts" on Node 20).
// The minimum is package.json's `engines.node` (decision 001: Node 24 LTS).
"use strict";

var fs = require("fs");
var path = require("path");

/**
 * Parses the minimum of an `engines.node` range such as ">=24", ">=24.1" or ">= 22.22.0".
 * Input: the range text. Output: [major, minor, patch] (missing parts are 0).
 * Throws an Error when the range is not of the form ">=X[.Y[.Z]]" (the only form this check understands).
 */
function parseMinimum(range) {
  var match = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(String(range));
  if (!match) throw new Error('engines.node must read ">=X[.Y[.Z]]", found ' + JSON.stringify(range));
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

/**
 * Whether a Node version meets a minimum. Input: a version such as "20.20.2" or "v24.21.0" and the minimum
 * from {@link parseMinimum}. Output: true when version >= minimum, compared part by part as numbers.
 */
function isAtLeast(version, minimum) {
  var parts = String(version).replace(/^v/, "").split(".").map(Number);
  for (var i = 0; i < 3; i++) {
    var part = parts[i] || 0;
    if (part !== minimum[i]) return part > minimum[i];
  }
  return true;
}

/**
 * The message shown when Node is too old. Input: the running version and the `engines.node` range.
 * Output: several lines naming the required version and how to get it.
 */
function tooOldMessage(version, range) {
  return [
    "Node " + version + " is too old for this project: it needs Node " + range.replace(/\s+/g, "") + " (package.json engines).",
    "Put Node 24 first on PATH for this shell, then install again:",
    "  . scripts/use-node.sh && npm install",
    "(use-node.sh downloads Node 24 into ~/.cache/node24 once when the machine's Node is older.)",
  ].join("\n");
}

/**
 * Checks the running Node (or CHECK_NODE_VERSION, for tests) against package.json's engines.node.
 * Output: the process exit code, 0 when recent enough, 1 otherwise (the message on stderr).
 */
function main() {
  var packageFile = path.join(__dirname, "..", "package.json");
  var range = JSON.parse(fs.readFileSync(packageFile, "utf8")).engines.node;
  var version = process.env.CHECK_NODE_VERSION || process.versions.node;
  if (isAtLeast(version, parseMinimum(range))) return 0;
  process.stderr.write(tooOldMessage(version, range) + "\n");
  return 1;
}

module.exports = { parseMinimum: parseMinimum, isAtLeast: isAtLeast, tooOldMessage: tooOldMessage };

if (require.main === module) process.exitCode = main();
