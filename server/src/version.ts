/** The package version, shown by `postmortem --version` and in SARIF; test/cli checks it against package.json. */
export const VERSION = '0.1.0';
