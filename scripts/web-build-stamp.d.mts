// Types for scripts/web-build-stamp.mjs, a plain Node script that `pnpm demo` runs without a build.
export declare function webDistOf(root: string): string;
export declare function stampPathOf(root: string): string;
/** The SHA-256 of the web app's sources, the core package's sources and the lockfile. */
export declare function webSourcesHash(root: string): string;
/** True when a build exists and was made from sources with this hash. */
export declare function webBuildIsCurrent(root: string, sourcesHash: string): boolean;
/** Notes, after a successful build, which sources it was made from. */
export declare function recordWebBuild(root: string, sourcesHash: string): void;
